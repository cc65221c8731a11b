import type { ServerMessage } from '@tracking/core';
import type { OrderChange } from '../../order-view/order-changes';
import type { OrderViews } from '../../order-view/order-views';
import { viewOfAnswer } from '../../order-view/view-cache/order-view-cache';
import type { PushConfig } from '../../platform/config/config';
import { createTranslations } from '../../platform/i18n/page-translations';
import type { Store } from '../../store/store';
import { PushDispatcher } from './push-dispatcher';
import { createPushWatcher, type PushWatcher } from './push-watcher';

export interface PushWiringDeps {
  store: Store;
  config: PushConfig;
  now: () => Date;
  views: OrderViews;
  /** The page's locale files, which the messages' texts come from. */
  localeDirectory: string;
  counted(reason: string, outcome: string): void;
  log: { error(details: object, message: string): void };
}

/** What the composition root starts, stops and feeds: the watcher of changes and the outbox's dispatcher. */
export interface PushSending {
  watcher: PushWatcher;
  dispatcher: PushDispatcher;
  /** Feeds a committed change: an order's status, window or plan may be worth a push. */
  changed(change: OrderChange): void;
  /** Feeds a live message the live producer published: the estimate or the stops before may have moved. */
  published(trackingId: string, message: ServerMessage): void;
}

/** Push sending when VAPID keys are set; undefined without them (subscriptions are kept, nothing is sent). */
export function createPushSending(deps: PushWiringDeps): PushSending | undefined {
  const { vapid } = deps.config;
  if (!vapid) return undefined;
  const onError = (error: unknown, context: string) => deps.log.error({ err: error }, context);
  const dispatcher = new PushDispatcher({
    store: deps.store,
    vapid,
    now: deps.now,
    counted: deps.counted,
    log: deps.log,
  });
  const watcher = createPushWatcher({
    store: deps.store,
    now: deps.now,
    settings: deps.config,
    async readOrder(trackingId) {
      const view = await deps.views.current(trackingId);
      return view.access === 'ok' ? viewOfAnswer(view.answer) : undefined;
    },
    translations: createTranslations(deps.localeDirectory),
    recorded: () => dispatcher.wake(),
    counted: deps.counted,
    onError,
  });
  return {
    watcher,
    dispatcher,
    changed(change) {
      if (change.kind === 'order' || change.kind === 'details') watcher.handle(change.trackingId);
    },
    published(trackingId, message) {
      if (message.type !== 'ping' && message.type !== 'unauthorized') watcher.handle(trackingId);
    },
  };
}
