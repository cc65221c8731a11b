import type { FastifyReply, FastifyRequest } from 'fastify';
import { faultPoint } from '../config/fault-point';
import type { InTransaction, Store } from '../../store/store';
import { sendEncodedOk } from './reply';

/** The first call with an Idempotency-Key: its answer is kept with `save`, or its key freed with `release`. */
export interface IdempotentFirstCall {
  /** Keeps the answer: in the transaction of the change it answers when `on` is that transaction's store. */
  save(statusCode: number, body: string, trackingId: string | null, on?: Store): Promise<void>;
  release(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the first call with an Idempotency-Key (the ingest API's gate): where its answer is kept. */
    idempotentFirst?: IdempotentFirstCall;
  }
}

/** The order a kept answer is about: the path's tracking id, else the one in the answer's payload. */
export function answerTrackingId(pathTrackingId: unknown, body: string): string | null {
  if (typeof pathTrackingId === 'string') return pathTrackingId;
  try {
    const answer: unknown = JSON.parse(body);
    const payload = (answer as { payload?: { trackingId?: unknown } } | null)?.payload;
    return typeof payload?.trackingId === 'string' ? payload.trackingId : null;
  } catch {
    return null;
  }
}

/**
 * The answer of an ingest write whose work commits a change. The route hands `keep` to the service, which runs it
 * as the last step of its transaction: it encodes the answer and, on the first call with an Idempotency-Key,
 * stores it on that transaction, so the change and the answer that reports it commit together and a retry after a
 * crash between them is answered from the store, the work not done twice. `send` then sends that answer.
 */
export function keptAnswer<T>(request: FastifyRequest, answerOf: (result: T) => Answer) {
  let kept: { statusCode: number; body: string } | undefined;
  const keep: InTransaction<T> = async (tx, result) => {
    const { statusCode, payload } = answerOf(result);
    kept = { statusCode, body: JSON.stringify({ status: 'OK', payload }) };
    const first = request.idempotentFirst;
    if (!first) return;
    const pathTrackingId = (request.params as { trackingId?: unknown } | undefined)?.trackingId;
    await first.save(statusCode, kept.body, answerTrackingId(pathTrackingId, kept.body), tx);
  };
  return {
    keep,
    /** Sends the answer encoded in the transaction, once the write has committed. */
    async send(reply: FastifyReply) {
      if (!kept) throw new Error('the write committed without encoding its answer');
      if (request.idempotentFirst) {
        // Kept with the change: onSend must not keep it again (nor free the key).
        request.idempotentFirst = undefined;
        await faultPoint(request.server.config.faultPoint, 'idempotent-answer-committed');
      }
      return sendEncodedOk(reply, kept.body, kept.statusCode);
    },
  };
}

/** A write's answer: its status and the payload of `{status: 'OK', payload}`. */
export interface Answer {
  statusCode: number;
  payload: unknown;
}
