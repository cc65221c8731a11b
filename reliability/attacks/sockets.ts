import { WebSocket } from 'ws';
import { orderBody, Service } from '../support/service';

export interface SocketFloodFigures {
  maxSockets: number;
  attackerTried: number;
  attackerOpen: number;
  attackerRefused429: number;
  othersTried: number;
  othersOpen: number;
}

const ATTACKER = '127.0.0.30';
const MAX_SOCKETS = 100;
const OTHERS = 20;

/** Opens a live socket that answers pings (as a page does); resolves with it, or with the refusal's status. */
function openSocket(port: number, trackingId: string, localAddress: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?trackingId=${trackingId}&user_type=trackingV2`, {
      localAddress,
    });
    ws.on('message', (data: Buffer) => {
      if (data.toString() === '{"type":"ping"}') ws.send('{"type":"pong"}');
    });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

/**
 * One address opens `count` sockets on one valid link under LIVE_MAX_SOCKETS=100 and keeps them alive; then
 * other recipients (other addresses, other orders) open theirs.
 */
export async function measureSocketFlood(count: number): Promise<SocketFloodFigures> {
  const service = await Service.start({
    DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/sockets.sqlite`,
    LIVE_MAX_SOCKETS: String(MAX_SOCKETS),
  });
  const sockets: WebSocket[] = [];
  const create = async () => {
    const created = await service.ingest(
      'POST',
      '/ingest/orders',
      orderBody({ statusCode: 80, driverId: 'van-r' }),
    );
    return ((await created.json()) as { payload: { trackingId: string } }).payload.trackingId;
  };
  try {
    const target = await create();
    const figures: SocketFloodFigures = {
      maxSockets: MAX_SOCKETS,
      attackerTried: count,
      attackerOpen: 0,
      attackerRefused429: 0,
      othersTried: OTHERS,
      othersOpen: 0,
    };
    for (let attempt = 0; attempt < count; attempt++) {
      const result = await openSocket(service.port, target, ATTACKER);
      if (typeof result === 'number') {
        if (result === 429) figures.attackerRefused429 += 1;
      } else {
        sockets.push(result);
        figures.attackerOpen += 1;
      }
    }
    for (let other = 0; other < OTHERS; other++) {
      const result = await openSocket(service.port, await create(), `127.0.1.${other + 1}`);
      if (typeof result !== 'number') {
        sockets.push(result);
        figures.othersOpen += 1;
      }
    }
    return figures;
  } finally {
    for (const ws of sockets) ws.terminate();
    await service.kill('SIGTERM');
  }
}
