import type { DoneFuncWithErrOrRes, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Nothing when the work is done, a promise only when it has to wait. */
type Waiting = void | Promise<unknown>;

/** A rejection that is no Error (nothing at all, say) must still fail the request, as Fastify does for async hooks. */
const asError = (error: unknown) =>
  error instanceof Error ? error : new Error('hook failed', { cause: error });

/** Calls `done` at once for work done, or once its promise settles; `fail` with what it rejected with. */
function whenSettled(waiting: Waiting, done: () => void, fail: (error: Error) => void): void {
  if (waiting === undefined) done();
  else waiting.then(done, (error: unknown) => fail(asError(error)));
}

/**
 * A Fastify hook whose work is done at once on the common path: the work returns nothing when it is done, a
 * promise only when it has to wait. An async hook costs a promise and a turn of the microtask queue on every
 * request whatever it does, and a position post runs a dozen hooks. What the work throws, or its promise rejects
 * with, is the request's error, as for an async hook.
 */
export function callbackHook(work: (request: FastifyRequest, reply: FastifyReply) => Waiting) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void =>
    whenSettled(work(request, reply), () => done(), done);
}

/** As callbackHook, for onSend hooks that leave the payload as it is. */
export function callbackSendHook(
  work: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Waiting,
) {
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: DoneFuncWithErrOrRes): void =>
    whenSettled(
      work(request, reply, payload),
      () => done(null, payload),
      (error) => done(error),
    );
}
