import type { FastifyReply } from 'fastify';

/** Every successful API answer: `{status: 'OK', payload}`, never cached (it is someone's delivery). */
export function sendOk<T>(reply: FastifyReply, payload: T, statusCode = 200) {
  return reply
    .status(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ status: 'OK' as const, payload });
}
