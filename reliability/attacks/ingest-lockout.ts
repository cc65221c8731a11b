import { randomBytes } from 'node:crypto';
import type { Engine } from '../support/engines';
import { INGEST_KEY, orderBody, Service } from '../support/service';
import { call } from './raw-http';

/*
 * Issue 29, item 3: the provider's servers and the browsers of its offices share one egress address. 20 <img>
 * requests from those browsers (or anyone's bad keys from behind it) used to block the provider's valid key with
 * 429. Here that address sends a flood of foreign calls (another site's images, calls without a credential, wrong
 * keys) and, between them, the provider's own calls with its key and a merchant's calls with the merchant's key.
 */

export interface IngestLockoutFigures {
  engine: string;
  foreignCalls: number;
  /** Foreign answers by status: 403 (another site's), 401 (no or a wrong key), 429 (wrong keys past the limit). */
  foreignStatuses: Record<string, number>;
  /** Wrong keys answered 401 before the first 429: the limit on failures still stands (INGEST_MAX_KEY_FAILURES). */
  wrongKeysBefore429: number;
  validCalls: number;
  validStatuses: Record<string, number>;
  /** Valid calls not answered 2xx (must be none). */
  validRefused: number;
}

const EGRESS = '127.0.0.31';

const count = (tally: Record<string, number>, status: number) => {
  tally[status] = (tally[status] ?? 0) + 1;
};

/** One round of the flood: 4 images from another site, 2 calls without a key, 2 with a wrong one. */
function foreignCall(
  index: number,
  trackingId: string,
): { wrongKey: boolean; path: string; headers: Record<string, string> } {
  const path = `/ingest/orders/${index % 2 === 0 ? trackingId : randomBytes(16).toString('base64url')}`;
  const kind = index % 8;
  if (kind < 4)
    return {
      wrongKey: false,
      path,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' },
    };
  if (kind < 6) return { wrongKey: false, path, headers: {} };
  return {
    wrongKey: true,
    path,
    headers: { authorization: `Bearer wrong-${randomBytes(8).toString('hex')}` },
  };
}

export async function measureIngestLockout(engine: Engine, rounds: number): Promise<IngestLockoutFigures> {
  const service = await Service.start(engine.env);
  try {
    const created = await service.ingest('POST', '/ingest/orders', orderBody({ driverId: 'egress-van' }));
    const { trackingId } = ((await created.json()) as { payload: { trackingId: string } }).payload;
    const keyAnswer = await service.ingest('POST', '/ingest/accounts/reliability/keys', { name: 'egress' });
    const merchantKey = ((await keyAnswer.json()) as { payload: { key: string } }).payload.key;
    const foreignStatuses: Record<string, number> = {};
    const validStatuses: Record<string, number> = {};
    let foreignCalls = 0;
    let wrongKeysBefore429 = 0;
    let blocked = false;
    let validCalls = 0;
    for (let round = 0; round < rounds; round++) {
      for (let index = 0; index < 8; index++) {
        const foreign = foreignCall(round * 8 + index, trackingId);
        const answer = await call(service.port, EGRESS, foreign.path, { headers: foreign.headers });
        foreignCalls += 1;
        count(foreignStatuses, answer.status);
        if (foreign.wrongKey && answer.status === 429) blocked = true;
        if (foreign.wrongKey && answer.status === 401 && !blocked) wrongKeysBefore429 += 1;
      }
      const valid = [
        { path: `/ingest/orders/${trackingId}`, key: INGEST_KEY },
        { path: `/ingest/orders/${trackingId}`, key: merchantKey },
        {
          path: '/ingest/drivers/egress-van/positions',
          key: INGEST_KEY,
          method: 'POST',
          body: JSON.stringify({
            positions: [{ lat: 59.91, lng: 10.75, at: new Date().toISOString() }],
          }),
        },
      ];
      for (const { path, key, method, body } of valid) {
        const answer = await call(service.port, EGRESS, path, {
          method,
          body,
          headers: { authorization: `Bearer ${key}`, ...(body && { 'content-type': 'application/json' }) },
        });
        validCalls += 1;
        count(validStatuses, answer.status);
      }
    }
    const validOk = Object.entries(validStatuses)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, value]) => sum + value, 0);
    return {
      engine: engine.name,
      foreignCalls,
      foreignStatuses,
      wrongKeysBefore429,
      validCalls,
      validStatuses,
      validRefused: validCalls - validOk,
    };
  } finally {
    await service.kill('SIGTERM');
  }
}
