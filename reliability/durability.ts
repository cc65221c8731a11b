import { createTestSchema } from '../apps/server/src/testing/postgres-schema';
import { orderBody, Service, sleep } from './support/service';

export interface DurabilityFigures {
  engine: string;
  kills: number;
  acknowledged: number;
  lost: number;
  writesPerSecond: number;
}

/** Writers sending at once; each sends its next order as soon as the last one is answered. */
const WRITERS = 4;

/** Writes orders (each with its own externalId) until stopped; returns the tracking ids acknowledged with 201. */
async function write(service: Service, prefix: string, stop: { now: boolean }): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  const writer = async (id: number) => {
    while (!stop.now) {
      const externalId = `${prefix}-${id}-${next++}`;
      const response = await service
        .ingest('POST', '/ingest/orders', orderBody({ externalId }))
        .catch(() => undefined);
      if (response?.status === 201) {
        acknowledged.push(
          ((await response.json()) as { payload: { trackingId: string } }).payload.trackingId,
        );
      } else if (!response) await sleep(5);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
  return acknowledged;
}

/** Adds to `lost` the acknowledged orders the service no longer has. */
async function findLost(service: Service, trackingIds: string[], lost: Set<string>): Promise<void> {
  for (const trackingId of trackingIds) {
    const response = await service.ingest('GET', `/ingest/orders/${trackingId}`);
    if (response.status !== 200) lost.add(trackingId);
    await response.arrayBuffer();
  }
}

async function measureOn(engine: string, databaseUrl: string, kills: number): Promise<DurabilityFigures> {
  const service = await Service.start({ DATABASE_URL: databaseUrl });
  const acknowledged: string[] = [];
  const lost = new Set<string>();
  let writingMs = 0;
  try {
    for (let kill = 0; kill < kills; kill++) {
      const stop = { now: false };
      const started = performance.now();
      const writing = write(service, `kill-${Date.now()}-${kill}`, stop);
      // A random moment: mid-request, mid-commit, mid-checkpoint, wherever it falls.
      await sleep(150 + Math.random() * 850);
      await service.kill('SIGKILL');
      stop.now = true;
      const cycle = await writing;
      writingMs += performance.now() - started;
      await service.restart();
      await findLost(service, cycle, lost);
      acknowledged.push(...cycle);
    }
    // Every cycle's writes once more, after all the later kills.
    await findLost(service, acknowledged, lost);
    return {
      engine,
      kills,
      acknowledged: acknowledged.length,
      lost: lost.size,
      writesPerSecond: Math.round((acknowledged.length / writingMs) * 1000),
    };
  } finally {
    await service.kill('SIGTERM');
  }
}

/**
 * The built service is killed with SIGKILL at random moments while writers get acknowledgements; after each
 * restart every acknowledged write must be there. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
 */
export async function measureDurability(kills: number): Promise<DurabilityFigures[]> {
  const figures = [
    await measureOn('sqlite', `sqlite:${process.env.RELIABILITY_TMP}/durability.sqlite`, kills),
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    process.stdout.write('\nDurability on PostgreSQL skipped: TEST_DATABASE_URL is not set\n');
    return figures;
  }
  const schema = await createTestSchema(postgresUrl);
  try {
    figures.push(await measureOn('postgres', schema.url, kills));
  } finally {
    await schema.drop();
  }
  return figures;
}
