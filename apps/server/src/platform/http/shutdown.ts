import type { AppInstance } from './zod-provider';

/**
 * Stops the instance as a load balancer needs it: /readyz answers 503 at once, then while `drain` runs the
 * instance keeps serving as the balancer notices and sends new recipients elsewhere, then the sockets close with
 * 1012 (the page reconnects to another instance), requests under way finish and the store closes.
 */
export async function shutDown(app: AppInstance, drain: () => Promise<void>): Promise<void> {
  app.lifecycle.stopping = true;
  await drain();
  await app.close();
}
