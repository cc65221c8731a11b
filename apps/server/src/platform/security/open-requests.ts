import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../outcomes/outcome';
import { callbackHook } from '../http/callback-hook';
import type { AppInstance } from '../http/zod-provider';
import { addressGroup } from './address-group';
import { ConnectionCounter } from './connection-limits';

const tooManyAtOnce = () => tooManyRequests('Too many requests at once from your address');

/**
 * Caps the requests one address group has under way. The connection cap alone does not: Node takes requests
 * pipelined on one connection all at once, so a single connection could keep thousands in the process. A
 * request past the cap gets 429 before any work; its slot goes back when its answer is written or its
 * connection closes. `counter` is shared with the tracking door, which answers before this hook runs.
 */
export function limitOpenRequestsPerAddress(
  app: AppInstance,
  perAddress: number,
  counter = new ConnectionCounter(),
): ConnectionCounter {
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.addHook(
    'onRequest',
    callbackHook((request, reply) => {
      const group = addressGroup(request.ip);
      if (!counter.take(group, perAddress)) {
        reply.header('retry-after', '1');
        throw tooManyAtOnce();
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        counter.release(group);
      };
      releases.set(request, release);
      // Whichever comes first: the answer sent (also for injected requests) or the connection gone before it.
      reply.raw.once('close', release);
    }),
  );
  // A callback hook: it runs after every answer, the door's included, and a promise each shows in a profile.
  app.addHook('onResponse', (request, _reply, done) => {
    releases.get(request)?.();
    done();
  });
  return counter;
}
