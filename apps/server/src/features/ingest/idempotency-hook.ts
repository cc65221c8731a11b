import type { FastifyReply, FastifyRequest } from 'fastify';
import { callFingerprint } from './idempotency-service';
import { answerTrackingId, type IdempotentFirstCall } from '../../platform/http/kept-answer';
import type { Domain } from '../../services';
import { invalidRequest } from '../../platform/outcomes/outcome';
import { callbackHook, callbackSendHook } from '../../platform/http/callback-hook';

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
/** Clients send a UUID or similar; anything longer is refused rather than hashed. */
const MAX_KEY_LENGTH = 255;

/**
 * preValidation hook of the ingest API: a write with an Idempotency-Key is answered from the first call's
 * answer, or goes on as that first call. It runs after the body is parsed and before it is validated, so even a
 * 400 is replayed as it was.
 */
export function idempotencyGate(domain: Domain) {
  return callbackHook((request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!WRITES.has(request.method) || key === undefined || !request.ingestScope) return;
    return gate(request, reply, key, request.ingestScope);
  });

  async function gate(request: FastifyRequest, reply: FastifyReply, key: string | string[], scope: string) {
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw invalidRequest([{ key: 'Idempotency-Key', message: `Must be 1-${MAX_KEY_LENGTH} characters` }]);
    }
    const fingerprint = callFingerprint(request.method, request.url, request.body);
    const start = await domain.idempotency.start(scope, key, fingerprint);
    if (start.kind === 'first') {
      request.idempotentFirst = start;
      return;
    }
    return reply
      .status(start.statusCode)
      .header('cache-control', 'no-store')
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(start.body);
  }
}

/**
 * onSend hook: keeps the first call's answer when the work did not keep it with its change (a refusal: nothing
 * changed), or frees the key when we failed (5xx) so a retry does the work.
 */
export const keepIdempotentAnswer = callbackSendHook((request, reply, payload) => {
  const first = request.idempotentFirst;
  if (!first) return;
  request.idempotentFirst = undefined;
  return keep(first, request, reply, payload);
});

async function keep(
  first: IdempotentFirstCall,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (reply.statusCode >= 500 || typeof payload !== 'string') await first.release();
  else {
    const trackingId = answerTrackingId(
      (request.params as { trackingId?: unknown } | undefined)?.trackingId,
      payload,
    );
    await first.save(reply.statusCode, payload, trackingId);
  }
}
