import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config/config';
import type { AppInstance } from '../../apps/server/src/platform/http/zod-provider';
import { orderBody } from '../../apps/server/src/testing/test-app';
import { doorstepTargets } from './doorstep-target';
import { httpTargets, type HttpTarget, type TargetContext } from './http-targets';

const INGEST_KEY = 'reliability-fuzz-key-0123456789';

/** What one endpoint met: inputs sent, answers by status class, and the 5xx ones (must be none). */
export interface EndpointFigures {
  endpoint: string;
  inputs: number;
  statuses: Record<string, number>;
  serverErrors: number;
  ms?: number;
  /** The first input that got a 5xx, shrunk by fast-check, for the report. */
  counterexample?: string;
}

/** A minimal built page, so page paths answer as deployed (not the 503 "not built" notice). */
function webDist(dir: string): string {
  const dist = path.join(dir, 'web');
  mkdirSync(dist);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="runtime-config" content=""></head></html>',
  );
  return dist;
}

/** Real orders in several states and a driver, so generated inputs also reach the store and the rules. */
async function seedOrders(app: AppInstance): Promise<Omit<TargetContext, 'ingestKey'>> {
  const trackingIds: string[] = [];
  for (const [index, statusCode] of [10, 80, 100].entries()) {
    const response = await app.inject({
      method: 'POST',
      url: '/ingest/orders',
      headers: { authorization: `Bearer ${INGEST_KEY}` },
      payload: orderBody({ statusCode, driverId: 'van-1', externalId: `fuzz-${index}` }),
    });
    trackingIds.push(response.json<{ payload: { trackingId: string } }>().payload.trackingId);
  }
  const shareIds: string[] = [];
  for (const trackingId of trackingIds.slice(0, 2)) {
    const share = await app.inject({ method: 'POST', url: `/tracking/share?trackingId=${trackingId}` });
    shareIds.push(share.json<{ payload: { shareId: string } }>().payload.shareId);
  }
  // Feedback on the final order records a webhook event.
  await app.inject({
    method: 'POST',
    url: `/tracking/feedback?trackingId=${String(trackingIds[2])}`,
    payload: { rating: 4 },
  });
  const events = await app.inject({
    url: '/ingest/webhooks/events',
    headers: { authorization: `Bearer ${INGEST_KEY}` },
  });
  const webhookEventIds = events
    .json<{ payload: { events: { id: string }[] } }>()
    .payload.events.map((event) => event.id);
  return { trackingIds, shareIds, driverIds: ['van-1', 'van-2'], webhookEventIds };
}

async function fuzzEndpoint(
  app: AppInstance,
  target: HttpTarget,
  runs: number,
  seed: number,
): Promise<EndpointFigures> {
  const figures: EndpointFigures = { endpoint: target.name, inputs: 0, statuses: {}, serverErrors: 0 };
  const property = fc.asyncProperty(target.requests, async (request) => {
    figures.inputs += 1;
    const response = await app.inject(request);
    const status = `${Math.floor(response.statusCode / 100)}xx`;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    if (response.statusCode >= 500) figures.serverErrors += 1;
    return response.statusCode < 500;
  });
  const started = Date.now();
  const result = await fc.check(property, { numRuns: runs, seed, endOnFailure: false });
  figures.ms = Date.now() - started;
  if (result.failed) figures.counterexample = fc.stringify(result.counterexample).slice(0, 500);
  return figures;
}

/**
 * Fuzzes every public and ingest endpoint of the real app (real SQLite file) through app.inject: `runs` inputs
 * each. The enumeration limit is lifted here: with it, nearly every public input would meet a 429 instead.
 */
export async function fuzzHttp(runs: number, seed: number): Promise<EndpointFigures[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tracking-fuzz-'));
  const config = parseConfig({
    DATABASE_URL: `sqlite:${path.join(dir, 'fuzz.sqlite')}`,
    INGEST_API_KEY: INGEST_KEY,
    ENUMERATION_MAX_MISSES: '1000000',
    ENUMERATION_MISS_DELAY_MAX_MS: '0',
    // Events are recorded (so the webhook admin has real ones); their sends fail against a closed port.
    WEBHOOK_URL: 'http://127.0.0.1:9/webhook',
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
    WEB_DIST: webDist(dir),
  });
  const app = await buildApp(config, { logger: false });
  try {
    const context = { ...(await seedOrders(app)), ingestKey: INGEST_KEY };
    const figures: EndpointFigures[] = [];
    const targets = [...httpTargets(context), ...(await doorstepTargets(context))];
    for (const target of targets) figures.push(await fuzzEndpoint(app, target, runs, seed));
    const health = await app.inject('/healthz');
    if (health.statusCode !== 200) throw new Error(`the app is unhealthy after fuzzing: ${health.body}`);
    return figures;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
