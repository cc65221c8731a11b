/**
 * What the service worker shows for a push message and where a tap on it goes, as pure rules (sw.ts applies
 * them). Messages are Declarative Web Push (`{web_push: 8030, notification: {title, body, navigate}}`, the
 * service's push-message.ts): a browser that knows the format shows them itself; the others hand them here.
 */

/** A notification to show: `registration.showNotification(title, options)`. */
export interface ShownNotification {
  title: string;
  options: { body: string; tag: string; data: { url: string } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One of our pages for `navigate`: its path and query on this worker's origin, never another site. */
function pageOf(navigate: string, origin: string): URL | null {
  if (!URL.canParse(navigate, origin)) return null;
  const given = new URL(navigate, origin);
  if (given.protocol !== 'https:' && given.protocol !== 'http:') return null;
  return new URL(given.pathname + given.search, origin);
}

/**
 * The notification of a message's JSON text, or null when it is not one of ours. The tag is the order's page,
 * so a newer message about an order replaces the one still shown (as the push service's Topic does in transit).
 */
export function notificationOf(text: string, origin: string): ShownNotification | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(message) || message.web_push !== 8030 || !isRecord(message.notification)) return null;
  const { title, body, navigate } = message.notification;
  if (typeof title !== 'string' || title === '' || typeof navigate !== 'string') return null;
  const page = pageOf(navigate, origin);
  if (!page) return null;
  return {
    title,
    options: {
      body: typeof body === 'string' ? body : '',
      tag: `order:${page.pathname}`,
      data: { url: page.href },
    },
  };
}

/** Where a tapped notification goes: the page it names, or this origin's root when it names none. */
export function clickTarget(data: unknown, origin: string): string {
  const url = isRecord(data) && typeof data.url === 'string' ? pageOf(data.url, origin) : null;
  return url?.href ?? `${origin}/`;
}

/**
 * The open tab a tap brings forward: one already at the target, else one showing any page of the same order
 * (the link /{id} leads on to /{id}/{lang}, its map or its preferences); null opens a new one.
 */
export function tabToFocus(tabs: readonly string[], target: string): string | null {
  const { origin, pathname } = new URL(target);
  const id = pathname.split('/')[1] ?? '';
  const same = tabs.find((tab) => tab === target);
  if (same) return same;
  if (!id) return null;
  return (
    tabs.find((tab) => {
      const url = new URL(tab);
      return url.origin === origin && (url.pathname === `/${id}` || url.pathname.startsWith(`/${id}/`));
    }) ?? null
  );
}
