import { clickTarget, notificationOf, tabToFocus } from './push-notification';

/**
 * Push messages: each is shown as the notification it describes (title, body, the order's page), and a tap
 * brings forward a tab showing that order or opens its page. A message that is not ours shows nothing.
 */
export function listenForPushes(worker: ServiceWorkerGlobalScope): void {
  const origin = worker.location.origin;

  worker.addEventListener('push', (event) => {
    const shown = notificationOf(event.data?.text() ?? '', origin);
    if (shown) event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = clickTarget(event.notification.data, origin);
    event.waitUntil(
      (async () => {
        const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const focused = tabToFocus(
          tabs.map((tab) => tab.url),
          target,
        );
        const tab = tabs.find((candidate) => candidate.url === focused);
        if (tab) await tab.focus();
        else await worker.clients.openWindow(target);
      })(),
    );
  });
}
