import { HttpError } from '../errors';
import type { AppInstance } from '../http/zod-provider';
import { addressGroup } from './address-group';
import { ConnectionCounter } from './connection-limits';

const tooManyAtOnce = () => new HttpError(429, 'Too many requests at once from your address');

/**
 * Caps the requests one address group has under way. The connection cap alone does not: Node takes requests
 * pipelined on one connection all at once, so a single connection could keep thousands in the process. A
 * request past the cap gets 429 before any work; its slot goes back when its answer is written or its
 * connection closes.
 */
export function limitOpenRequestsPerAddress(app: AppInstance, perAddress: number): ConnectionCounter {
  const counter = new ConnectionCounter();
  app.addHook('onRequest', async (request, reply) => {
    const group = addressGroup(request.ip);
    if (!counter.take(group, perAddress)) {
      reply.header('retry-after', '1');
      throw tooManyAtOnce();
    }
    reply.raw.once('close', () => counter.release(group));
  });
  return counter;
}
