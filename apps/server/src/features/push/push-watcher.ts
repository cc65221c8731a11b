import { randomBytes } from 'node:crypto';
import {
  isSupportedLocale,
  DEFAULT_LOCALE,
  FAILED_ATTEMPT_STATUS,
  STATUS_GROUPS,
  type Locale,
  type Order,
} from '@tracking/core';
import type { PushConfig } from '../../platform/config/config';
import type { Translate } from '../../platform/i18n/page-translations';
import type { Store } from '../../store/store';
import { buildMessage, estimateOf } from './push-message';
import { pushReason, type PushReason, type Pushed } from './push-rules';
import { heldBy, localTime } from './push-schedule';
import type { PushedState, StoredPushSubscription } from './push-store';

/** Reasons that go once per order; the estimate and the window may go again. */
const MILESTONES: readonly PushReason[] = [
  'out_for_delivery',
  'stops_away',
  'next_stop',
  'delivered',
  'failed_attempt',
];

export interface PushWatcherDeps {
  store: Store;
  now: () => Date;
  settings: Pick<PushConfig, 'stopsAway' | 'etaShiftMinutes' | 'maxPerDay'>;
  /** The order as its owner sees it now (the views in memory, newest estimate folded in); undefined without access. */
  readOrder(trackingId: string): Promise<Order | undefined>;
  translations(locale: Locale): Promise<Translate>;
  /** Messages were recorded: the dispatcher looks at the outbox now. */
  recorded(): void;
  counted(reason: PushReason, outcome: string): void;
  onError(error: unknown, context: string): void;
}

const isDone = (code: number) =>
  (STATUS_GROUPS.delivered as readonly number[]).includes(code) || code === FAILED_ATTEMPT_STATUS;

/**
 * Turns committed changes of orders (and the live producer's estimates) into push messages: each order's
 * subscriptions are weighed against the rules one order at a time, and what is worth it goes to the outbox with
 * what was pushed, in one transaction.
 */
export function createPushWatcher(deps: PushWatcherDeps) {
  /** Per order: the evaluation under way, and whether another change came meanwhile. */
  const running = new Map<string, { again: boolean; done: Promise<void> }>();

  async function evaluate(trackingId: string): Promise<void> {
    if ((await deps.store.listPushSubscriptions(trackingId)).length === 0) return;
    const order = await deps.readOrder(trackingId);
    if (!order) return;
    const zone = order.timeZone;
    const recorded = await deps.store.transaction(async (tx) => {
      let count = 0;
      for (const subscription of await tx.listPushSubscriptions(trackingId)) {
        if (await weigh(tx, subscription, order, trackingId, zone)) count += 1;
      }
      return count;
    });
    if (recorded > 0) deps.recorded();
  }

  async function weigh(
    tx: Store,
    subscription: StoredPushSubscription,
    order: Order,
    trackingId: string,
    zone: string,
  ) {
    const { pushed } = subscription;
    const eta = estimateOf(order);
    const facts = {
      statusCode: order.statusCode,
      stopsBefore: order.stopsBefore,
      eta,
      window: order.deliveryWindow,
      availableDeliveryDates: order.availableDeliveryDates,
    };
    const reason = pushReason(facts, pushed as Pushed, deps.settings);
    if (!reason) return false;
    const at = deps.now();
    const day = localTime(at, zone).day;
    const sentToday = pushed.sentDay === day ? pushed.sentToday : 0;
    const deliveryAt = isDone(order.statusCode) ? at : eta ? new Date(eta) : null;
    const held = heldBy({ at, zone, sentToday, maxPerDay: deps.settings.maxPerDay, deliveryAt });
    if (held) {
      deps.counted(reason, `held_${held}`);
      return false;
    }
    const locale = isSupportedLocale(subscription.lang) ? subscription.lang : DEFAULT_LOCALE;
    const t = await deps.translations(locale);
    const message = buildMessage({ reason, order, trackingId, pageUrl: subscription.pageUrl, zone, at, t });
    const next: PushedState = {
      reasons: MILESTONES.includes(reason) ? [...pushed.reasons, reason] : pushed.reasons,
      eta,
      window: order.deliveryWindow ?? pushed.window,
      sentDay: day,
      sentToday: sentToday + 1,
    };
    await tx.savePushedState(subscription.subscriptionId, next);
    await tx.addPushMessage({
      messageId: randomBytes(16).toString('base64url'),
      subscriptionId: subscription.subscriptionId,
      reason,
      payload: JSON.stringify(message.payload),
      topic: message.topic,
      urgency: message.urgency,
      expiresAt: message.expiresAt.toISOString(),
      nextAttemptAt: at.toISOString(),
    });
    return true;
  }

  /** Weighs the order's subscriptions, and again after it for each change that came meanwhile. */
  function run(trackingId: string): void {
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      do {
        entry.again = false;
        await evaluate(trackingId).catch((error: unknown) => deps.onError(error, 'push evaluation failed'));
      } while (entry.again);
      running.delete(trackingId);
    })();
    running.set(trackingId, entry);
  }

  /**
   * Orders changed in this turn of the event loop, asked together which have a subscription: a position moves
   * every order of its route at once, few of them have one, and a read per order per position was most of the
   * queries the service made while push was on.
   */
  let asking = new Set<string>();
  let asked: Promise<void> | undefined;
  const ask = async (): Promise<void> => {
    const trackingIds = [...asking];
    asking = new Set();
    const subscribed = await deps.store.trackingIdsWithPushSubscriptions(trackingIds);
    for (const trackingId of trackingIds) {
      if (!subscribed.has(trackingId)) continue;
      const current = running.get(trackingId);
      if (current) current.again = true;
      else run(trackingId);
    }
  };

  /** Asks once the current turn is done; orders that changed while a read was under way go in the next. */
  const askSoon = (): void => {
    asked ??= Promise.resolve()
      .then(ask)
      .catch((error: unknown) => deps.onError(error, 'push evaluation failed'))
      .finally(() => {
        asked = undefined;
        if (asking.size > 0) askSoon();
      });
  };

  return {
    /** An order changed (or its estimate moved): weigh its subscriptions once the evaluation under way ends. */
    handle(trackingId: string): void {
      const current = running.get(trackingId);
      if (current) {
        current.again = true;
        return;
      }
      asking.add(trackingId);
      askSoon();
    },

    /** Resolves once every evaluation under way has ended (shutdown, tests). */
    async idle(): Promise<void> {
      while (asked || running.size > 0) {
        await asked;
        await Promise.all([...running.values()].map((entry) => entry.done));
      }
    },
  };
}

export type PushWatcher = ReturnType<typeof createPushWatcher>;
