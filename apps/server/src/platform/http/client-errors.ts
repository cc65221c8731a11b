import type { Socket } from 'node:net';
import { Outcome } from '../outcomes/outcome';
import { rawErrorAnswer } from './raw-answer';

const ANSWERS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: rawErrorAnswer(
    new Outcome('request_timeout', 'The request did not arrive in time'),
  ),
  HPE_HEADER_OVERFLOW: rawErrorAnswer(
    new Outcome('request_headers_too_large', 'The request headers are too large'),
  ),
};
const MALFORMED = rawErrorAnswer(new Outcome('invalid_request', 'The request is not valid HTTP'));

/**
 * Answers what Node's HTTP parser refuses before a route sees it (a request that did not arrive whole within the
 * request timeout, oversized headers, broken HTTP) with the usual error body, and closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way cannot be replaced by another: the connection is just closed.
  const responding = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (socket.writable && !responding) socket.end(ANSWERS[error.code ?? ''] ?? MALFORMED);
  socket.destroySoon();
  setTimeout(() => socket.destroy(), 1000).unref();
}
