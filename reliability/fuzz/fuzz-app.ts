import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config/config';
import type { AppInstance } from '../../apps/server/src/platform/http/zod-provider';
import { minimalWebDist } from '../support/web-dist';
import { doorstepTargets } from './doorstep-target';
import { seedFixture } from './fuzz-fixture';
import type { FuzzFixture, HttpTarget } from './http-targets';
import type { OpenApiDocument } from './openapi-document';

const INGEST_KEY = 'reliability-fuzz-key-0123456789';

/** The real app under fuzz, its seeded fixture and the OpenAPI document it serves. */
export interface FuzzApp {
  app: AppInstance;
  fixture: FuzzFixture;
  document: OpenApiDocument;
  close: () => Promise<void>;
}

/**
 * The app on a fresh SQLite file, seeded. The enumeration limit is lifted: with it, nearly every public input
 * would meet a 429 instead.
 */
export async function openFuzzApp(): Promise<FuzzApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tracking-fuzz-'));
  const config = parseConfig({
    DATABASE_URL: `sqlite:${path.join(dir, 'fuzz.sqlite')}`,
    INGEST_API_KEY: INGEST_KEY,
    ENUMERATION_MAX_MISSES: '1000000',
    ENUMERATION_MISS_DELAY_MAX_MS: '0',
    // Events are recorded (so the webhook admin has real ones); their sends fail against a closed port.
    WEBHOOK_URL: 'http://127.0.0.1:9/webhook',
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
    WEB_DIST: minimalWebDist(dir),
  });
  const app = await buildApp(config, { logger: false });
  const close = async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await app.ready();
    const fixture = await seedFixture(app, INGEST_KEY);
    return { app, fixture, document: app.swagger() as unknown as OpenApiDocument, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The hand-written targets, each named by the operation it stands for: what the generator cannot make. */
export function handWrittenTargets(fixture: FuzzFixture): Promise<HttpTarget[]> {
  return doorstepTargets(fixture);
}
