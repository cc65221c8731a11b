import type { FastifyReply } from 'fastify';

/** Every successful API answer: `{status: 'OK', payload}`, never cached (it is someone's delivery). */
export function sendOk<T>(reply: FastifyReply, payload: T, statusCode = 200) {
  return reply
    .status(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ status: 'OK' as const, payload });
}

/**
 * A successful answer encoded beforehand (the order views kept in memory hold theirs as bytes; an ingest write
 * encodes its answer in its transaction, to keep it there).
 */
export function sendEncodedOk(reply: FastifyReply, body: Buffer | string, statusCode = 200) {
  return reply
    .status(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}
