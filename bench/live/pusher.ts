import http from 'node:http';
import { tellParent, type PushCommand, type PushReply } from './protocol';

/*
 * The provider's systems: posts driver positions through the ingest API at a steady rate, each stamped with the
 * moment it is sent, so the clients can measure ingest-to-client latency from the `at` they receive.
 */

/** Also the most connections it opens: the server keeps few descriptors beside 19,500 sockets. */
const MAX_IN_FLIGHT = 256;
const TICK_MS = 5;
/** About 8 m per post: a driver in town reporting every few seconds. */
const STEP_DEGREES = 0.00007;

function post(agent: http.Agent, url: URL, key: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
    request.end(body);
  });
}

async function push(command: PushCommand): Promise<PushReply> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  const reply: PushReply = { type: 'pushed', sent: 0, failed: 0, skipped: 0, firstError: undefined };
  const steps = command.drivers.map(() => 0);
  let inFlight = 0;
  let due = 0;
  const startMs = Date.now();

  const sendOne = (index: number) => {
    const driver = command.drivers[index % command.drivers.length];
    if (!driver) return;
    const step = (steps[index % command.drivers.length] = (steps[index % command.drivers.length] ?? 0) + 1);
    const position = {
      lat: driver.lat + step * STEP_DEGREES,
      lng: driver.lng,
      heading: 0,
      at: new Date().toISOString(),
    };
    const url = new URL(`/ingest/drivers/${encodeURIComponent(driver.driverId)}/positions`, command.baseUrl);
    inFlight++;
    post(agent, url, command.ingestKey, JSON.stringify({ positions: [position] }))
      .then((status) => {
        if (status === 202) reply.sent++;
        else {
          reply.failed++;
          reply.firstError ??= `HTTP ${status}`;
        }
      })
      .catch((error: Error) => {
        reply.failed++;
        reply.firstError ??= error.message;
      })
      .finally(() => inFlight--);
  };

  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = Date.now() - startMs;
      const target = Math.floor((Math.min(elapsed, command.durationMs) * command.rate) / 1000);
      while (due < target) {
        if (inFlight >= MAX_IN_FLIGHT) reply.skipped++;
        else sendOne(due);
        due++;
      }
      if (elapsed >= command.durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  agent.destroy();
  return reply;
}

process.on('message', (command: PushCommand) => {
  void push(command).then((reply) => {
    tellParent(reply);
    process.exit(0);
  });
});
