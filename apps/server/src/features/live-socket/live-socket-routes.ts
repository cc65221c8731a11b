import type { Duplex } from 'node:stream';
import { MAX_CLIENT_MESSAGE_BYTES, type ServerMessage } from '@tracking/core';
import { WebSocketServer, type WebSocket } from 'ws';
import { orderChannel, type Bus } from '../../platform/bus/bus';
import type { AppInstance } from '../../platform/http/zod-provider';
import { CLOSE_CODES } from './close-codes';
import { LiveHub } from './hub';
import type { LiveClientStats } from '../../platform/observability/live-stats';
import { LiveClient, type FrameSink, type SendLimits } from './live-client';
import { SocketQuota, type QuotaRefusal, type SocketLimits } from './socket-quota';
import { catchUp } from './catch-up';
import { frameFromPayload, keptFrame, liveFrame, shareFrames, type LiveFrame } from './live-frame';
import { ShareLiveFilter } from '../../order-view/projection/share-live';
import { viewOfAnswer } from '../../order-view/view-cache/order-view-cache';
import { retryAfterSeconds } from '../../platform/security/enumeration-guard';
import type { MissAnswerDelay } from '../../platform/security/miss-answer-delay';
import { reserveSlot, type MissCounter } from '../../platform/security/miss-counter';
import { addressGroup } from '../../platform/security/address-group';
import { clientAddress, trustFunction } from '../../platform/security/trust-proxy';
import { checkHandshake, refuse, tooManyMisses, type Refusal } from './handshake';
import { asyncApiDocument } from './live-socket-asyncapi';
import { tooManyRequests, unavailable } from '../../platform/outcomes/outcome';

export interface LiveOptions {
  bus: Bus;
  /** Ping period; a page silent for a period after a ping is dropped. */
  heartbeatMs: number;
  /** Origins besides the service's own that may open the socket (`*` for any). */
  allowedOrigins: readonly string[];
  sendLimits?: SendLimits;
  /** Misses of unknown tracking ids per client address; a blocked address is refused with 429. */
  misses: MissCounter;
  /** Holds back unknown ids' answers while misses across the service run high. */
  missAnswers: MissAnswerDelay;
  /** Sockets held at most (503 past it, so descriptors stay free for HTTP), per address group and per order. */
  limits: SocketLimits;
  /** Counts frames sent and coalesced; the open sockets are reported to `openSockets`. */
  stats?: LiveClientStats & { openSockets(count: number): void };
}

const UNAUTHORIZED = liveFrame({ type: 'unauthorized' });
const QUOTA_REFUSALS: Record<QuotaRefusal, Refusal> = {
  full: { refused: unavailable('Too many live connections here; try again shortly') },
  address: { refused: tooManyRequests('Too many live connections from your address') },
  order: { refused: tooManyRequests('Too many live connections to this order') },
};

/**
 * A socket's frames, each written to the connection as the bytes made once for all its sockets (`ws` frames
 * without compression and writes synchronously, so its own frames, pongs and close, keep their order with
 * ours); nothing once the socket is closing. Backpressure is the connection's buffer, as `ws` counts it.
 */
class SocketSink implements FrameSink {
  // A class, not an object literal with a getter: one is made per socket, thousands in a reconnect storm.
  constructor(
    private readonly ws: WebSocket,
    private readonly connection: Duplex,
  ) {}

  get bufferedAmount(): number {
    return this.ws.bufferedAmount;
  }

  send(frame: LiveFrame): void {
    if (this.ws.readyState === this.ws.OPEN) this.connection.write(frame.wire);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  terminate(): void {
    this.ws.terminate();
  }
}

/** Time the pages get to answer the 1012 close at shutdown before their sockets are dropped. */
const CLOSE_GRACE_MS = 1000;

/**
 * The live socket `/ws?trackingId=…&user_type=trackingV2` on the service's own HTTP server, and the updates
 * that feed it from committed changes.
 */
export function registerLiveRoutes(app: AppInstance, options: LiveOptions): LiveHub {
  const asyncApi = asyncApiDocument();
  app.get('/docs/asyncapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(asyncApi),
  );
  const hub = new LiveHub(options.bus, { heartbeatMs: options.heartbeatMs });
  // Frames over the client limit (a 1 MiB frame, say) close that socket with 1009; the process carries on.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });

  /** The sockets opened through each share link on this instance, for the catch-up of a revocation missed. */
  const shareSockets = new Map<string, Set<LiveClient>>();
  /** Sockets held per address group and per order, within the service-wide cap. */
  const quota = new SocketQuota(options.limits);
  /** Who the client of a handshake is (TRUST_PROXY), compiled once. */
  const isTrustedProxy = trustFunction(app.config.trustProxy);
  /** Sockets open now, authorised or not (each holds a descriptor): reported to the metrics. */
  let openSockets = 0;

  /** Counts the socket as open until it closes, then runs what `onClose` holds. */
  function counted(ws: WebSocket) {
    const state = { closed: false, onClose: [] as (() => void)[] };
    options.stats?.openSockets(++openSockets);
    ws.on('error', (error) => app.log.debug({ err: error }, 'live socket error'));
    ws.on('close', () => {
      state.closed = true;
      options.stats?.openSockets(--openSockets);
      for (const close of state.onClose) close();
    });
    return state;
  }

  /** The live client of a socket watching `trackingId`, fed by the socket's messages and drains. */
  function clientOf(
    ws: WebSocket,
    socket: Duplex,
    trackingId: string,
    shape?: ReturnType<typeof shareFrames>,
  ) {
    const client = new LiveClient(
      trackingId,
      new SocketSink(ws, socket),
      options.sendLimits,
      options.stats,
      shape,
    );
    ws.on('message', (data: Buffer, isBinary) => client.received(data, isBinary));
    socket.on('drain', () => client.drained());
    return client;
  }

  /**
   * A socket of an order this instance holds and can join at once (it listens already, or its bus subscribes at
   * once), as a reconnect storm's are: joined and given its first frame in the upgrade's own turn, with nothing
   * read and nothing awaited.
   */
  function connectKept(ws: WebSocket, socket: Duplex, trackingId: string, start: ServerMessage): void {
    const socketState = counted(ws);
    const joined = clientOf(ws, socket, trackingId);
    socketState.onClose.push(() => hub.leave(joined));
    // Added to the order's sockets at once (the hub listens, or subscribes, at once): nothing published from here
    // is missed.
    void hub.join(joined);
    joined.send(keptFrame(start));
  }

  async function connect(ws: WebSocket, socket: Duplex, id: string, address: string): Promise<void> {
    const socketState = counted(ws);
    // The id is a tracking id or a household share id; the socket watches the order behind either.
    const opened = await app.domain.shares.resolve(id);
    const { trackingId } = opened;
    const shape = opened.shareId && opened.access === 'ok' ? await shareShape(trackingId) : undefined;
    const joined = clientOf(ws, socket, trackingId, shape);
    socketState.onClose.push(() => hub.leave(joined));
    const serviceMisses = await options.misses.settle(addressGroup(address), opened.access === 'missing');
    if (opened.access !== 'ok') {
      await options.missAnswers.wait(serviceMisses);
      return joined.send(UNAUTHORIZED);
    }
    if (opened.shareId) {
      const stopWatching = await watchRevocation(opened.shareId, joined);
      if (socketState.closed) return stopWatching();
      socketState.onClose.push(stopWatching);
    }
    await hub.join(joined);
    if (socketState.closed) return hub.leave(joined);
    // Read once subscribed, so nothing published meanwhile is missed (it may come twice; merging is idempotent).
    // The order's own id, resolved above: a share id is not looked up again.
    joined.send(keptFrame((await app.domain.views.snapshot(trackingId)).message));
  }

  /** A share socket's frames follow the share view's rule, judged from the order's door as the owner's view has it. */
  async function shareShape(trackingId: string) {
    const current = await app.domain.views.current(trackingId);
    if (!current.answer) return undefined;
    const { deliveryAddress, stopsBefore } = viewOfAnswer(current.answer);
    return shareFrames(new ShareLiveFilter(deliveryAddress, stopsBefore));
  }

  /**
   * A socket opened through a share link also listens on the share id's channel, where revoking the link
   * publishes `unauthorized` (from any instance); the returned function stops listening.
   */
  async function watchRevocation(shareId: string, client: LiveClient): Promise<() => void> {
    const channel = orderChannel(shareId);
    const handler = (payload: string) => {
      const frame = frameFromPayload(payload);
      if (frame) client.send(frame);
    };
    const watchers = shareSockets.get(shareId) ?? new Set<LiveClient>();
    shareSockets.set(shareId, watchers.add(client));
    await options.bus.subscribe(channel, handler);
    return () => {
      watchers.delete(client);
      if (watchers.size === 0) shareSockets.delete(shareId);
      void options.bus.unsubscribe(channel, handler);
    };
  }

  /**
   * What the sockets of a channel catch up to: the order's live view (or unauthorized) on an order's channel;
   * unauthorized on a share link's channel when the link was revoked meanwhile, and nothing while it is live (its
   * order's channel carries the view).
   */
  const catchUpFrame = async (id: string): Promise<LiveFrame | undefined> => {
    const opened = await app.domain.shares.resolve(id);
    if (opened.shareId) return undefined;
    return keptFrame((await app.domain.views.snapshot(opened.trackingId)).message);
  };

  /** To this instance's sockets on a channel: an order's, and those opened through a share link. */
  const sendLocal = (id: string, frame: LiveFrame) => {
    hub.sendLocal(id, frame);
    for (const client of shareSockets.get(id) ?? []) client.send(frame);
  };

  // After a bus outage sockets may have missed messages (a final status, an ended access): ours, when our
  // subscriptions were down, or anyone's, when our publishes were dropped.
  options.bus.onMissed((channels, scope) => {
    const send =
      scope === 'subscribed'
        ? sendLocal
        : (id: string, snapshot: LiveFrame) =>
            options.bus.publish(orderChannel(id), snapshot.data.toString());
    catchUp(channels, catchUpFrame, send).catch((error: unknown) =>
      app.log.error({ err: error }, 'live catch-up after a bus outage failed'),
    );
  });

  /**
   * The first message of a socket for an order this instance holds (access given) and can join at once, from an
   * address the guard admits as it is: such a socket needs no lookup slot, as a kept order is never a miss (the
   * door does the same for HTTP). Undefined for everything else, which takes the whole way.
   */
  const keptStart = (group: string, id: string): ServerMessage | undefined =>
    hub.joinsAtOnce(id) && options.misses.admits(group) ? app.domain.views.keptSnapshot(id) : undefined;

  async function upgrade(request: Parameters<typeof checkHandshake>[0], socket: Duplex, head: Buffer) {
    const address = clientAddress(request, isTrustedProxy);
    const checked = checkHandshake(request, options.allowedOrigins);
    if ('refused' in checked) return refuse(socket, checked);
    const group = addressGroup(address);
    const full = quota.take(group, checked.trackingId);
    if (full) return refuse(socket, QUOTA_REFUSALS[full]);
    socket.once('close', () => quota.release(group, checked.trackingId));
    const start = keptStart(group, checked.trackingId);
    if (start) {
      // Corked, the handshake's answer and the first frame leave in one write (ws completes a handshake without
      // extensions in this same turn).
      socket.cork();
      wss.handleUpgrade(request, socket, head, (ws) => connectKept(ws, socket, checked.trackingId, start));
      socket.uncork();
      return;
    }
    // A lookup slot is taken before the lookup (a miss counted only if it is one), as on HTTP.
    const blockedMs = await reserveSlot(options.misses, group);
    if (blockedMs > 0) return refuse(socket, tooManyMisses(retryAfterSeconds(blockedMs)));
    wss.handleUpgrade(request, socket, head, (ws) => {
      connect(ws, socket, checked.trackingId, address).catch((error: unknown) => {
        app.log.error({ err: error }, 'live socket setup failed');
        ws.close(1011, 'internal error');
      });
    });
  }

  function onUpgrade(request: Parameters<typeof checkHandshake>[0], socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((error: unknown) => {
      app.log.error({ err: error }, 'live socket upgrade failed');
      socket.destroy();
    });
  }
  app.server.on('upgrade', onUpgrade);

  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    hub.closeAll(CLOSE_CODES.restart, 'service restart');
    const deadline = Date.now() + CLOSE_GRACE_MS;
    while (hub.clientCount > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    hub.terminateAll();
  });
  app.addHook('onClose', () => options.bus.close());
  return hub;
}
