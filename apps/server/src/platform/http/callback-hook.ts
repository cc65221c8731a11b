import type { DoneFuncWithErrOrRes, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

type Work = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void | Promise<unknown>;

/** A rejection that is no Error (nothing at all, say) must still fail the request, as Fastify does for async hooks. */
const asError = (error: unknown) =>
  error instanceof Error ? error : new Error('hook failed', { cause: error });

/**
 * A Fastify hook whose work is done at once on the common path: the work returns nothing when it is done, a
 * promise only when it has to wait. An async hook costs a promise and a turn of the microtask queue on every
 * request whatever it does, and a position post runs a dozen hooks. What the work throws, or its promise rejects
 * with, is the request's error, as for an async hook.
 */
export function callbackHook(work: Work) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const waiting = work(request, reply, undefined);
    if (waiting === undefined) done();
    else
      waiting.then(
        () => done(),
        (error: unknown) => done(asError(error)),
      );
  };
}

/** As callbackHook, for onSend hooks that leave the payload as it is. */
export function callbackSendHook(work: Work) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: DoneFuncWithErrOrRes,
  ): void => {
    const waiting = work(request, reply, payload);
    if (waiting === undefined) done(null, payload);
    else
      waiting.then(
        () => done(null, payload),
        (error: unknown) => done(asError(error)),
      );
  };
}
