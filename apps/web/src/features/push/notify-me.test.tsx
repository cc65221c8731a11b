import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { renderPage } from '../../test/render';
import { NotifyMe } from './notify-me';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

/** A browser that can push: a worker, a push manager, notifications answering `permission` when asked. */
function pushCapableBrowser(permission: NotificationPermission, current: NotificationPermission = 'default') {
  const browserSubscription = {
    ...SUBSCRIPTION,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed = false;
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? browserSubscription : null)),
    subscribe: vi.fn(async () => {
      subscribed = true;
      return browserSubscription;
    }),
  };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: current, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  const fetchMock = vi.fn(
    async (_url: string, init?: RequestInit) =>
      new Response(null, { status: init?.method === 'POST' ? 201 : 204 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { pushManager, requestPermission, fetchMock, browserSubscription };
}

const button = () => screen.findByRole('button', { name: 'Notify me' });

describe('NotifyMe', () => {
  beforeEach(() => {
    env.pushPublicKey = KEY;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
    env.pushPublicKey = null;
  });

  it('shows nothing where the browser cannot push, or the service sends no messages', async () => {
    const { container } = renderPage(<NotifyMe trackingId={ID} locale="en_GB" />);
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();

    pushCapableBrowser('granted');
    env.pushPublicKey = null;
    const other = renderPage(<NotifyMe trackingId={ID} locale="en_GB" />);
    await Promise.resolve();
    expect(other.container).toBeEmptyDOMElement();
  });

  it('asks for permission only when tapped, subscribes, tells the service, and remembers it', async () => {
    const { requestPermission, pushManager, fetchMock } = pushCapableBrowser('granted');
    renderPage(<NotifyMe trackingId={ID} locale="da_DK" />);
    const toggle = await button();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual([`/tracking/push?trackingId=${ID}`, 'POST']);
    expect(JSON.parse(String(init?.body))).toEqual({ subscription: SUBSCRIPTION, lang: 'da_DK' });
    expect(screen.getByRole('status')).toHaveTextContent(/notify you on this device/);
    expect(localStorage.getItem(`tracking.push.${ID}`)).toBe(SUBSCRIPTION.endpoint);
  });

  it('shows on when the device remembers the choice, and the same control undoes it', async () => {
    const { fetchMock, browserSubscription, pushManager } = pushCapableBrowser('granted', 'granted');
    pushManager.getSubscription.mockResolvedValue(browserSubscription);
    localStorage.setItem(`tracking.push.${ID}`, SUBSCRIPTION.endpoint);
    renderPage(<NotifyMe trackingId={ID} locale="en_GB" />);
    const toggle = await button();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([
      `/tracking/push?trackingId=${ID}`,
      'DELETE',
      { endpoint: SUBSCRIPTION.endpoint },
    ]);
    expect(browserSubscription.unsubscribe).toHaveBeenCalledOnce();
    expect(localStorage.getItem(`tracking.push.${ID}`)).toBeNull();
  });

  it('keeps the browser’s subscription while another order on the device uses it', async () => {
    const { browserSubscription, pushManager } = pushCapableBrowser('granted', 'granted');
    pushManager.getSubscription.mockResolvedValue(browserSubscription);
    localStorage.setItem(`tracking.push.${ID}`, SUBSCRIPTION.endpoint);
    localStorage.setItem('tracking.push.ZZZZZZZZZZZZZZZZZZZZZZ', SUBSCRIPTION.endpoint);
    renderPage(<NotifyMe trackingId={ID} locale="en_GB" />);
    const toggle = await button();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(browserSubscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('explains how to allow notifications when the browser blocks them, and sends nothing', async () => {
    const { fetchMock, pushManager } = pushCapableBrowser('denied');
    renderPage(<NotifyMe trackingId={ID} locale="en_GB" />);
    await userEvent.click(await button());
    expect(await screen.findByRole('status')).toHaveTextContent(/browser's site settings/);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the service refuses, and stays off', async () => {
    const { fetchMock } = pushCapableBrowser('granted');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'x', code: 'rate_limited' }), { status: 429 }),
    );
    renderPage(<NotifyMe trackingId={ID} locale="en_GB" />);
    const toggle = await button();
    await userEvent.click(toggle);
    expect(await screen.findByText(/couldn't be changed/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(`tracking.push.${ID}`)).toBeNull();
  });
});
