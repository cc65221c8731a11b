import { STATUS_CODES } from 'node:http';
import type { Outcome } from '../outcomes/outcome';
import { OUTCOME_STATUS } from './outcome-status';

/**
 * A complete HTTP/1.1 error answer with the usual error body, for the places that answer on the raw socket before
 * (or instead of) Fastify: a refused connection or handshake, a request cut by a timeout. It closes the connection.
 */
export function rawErrorAnswer(outcome: Outcome, headers: Record<string, string> = {}): string {
  const status = OUTCOME_STATUS[outcome.code];
  const json = JSON.stringify(outcome.toBody());
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${extra.join('')}` +
    'Connection: close\r\nCache-Control: no-store\r\nContent-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`
  );
}
