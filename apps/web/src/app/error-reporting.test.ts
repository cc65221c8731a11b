import { afterEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('./sentry-sdk', () => sdk);

async function freshModule() {
  vi.resetModules();
  return import('./error-reporting');
}

describe('error reporting', () => {
  afterEach(() => vi.clearAllMocks());

  it('loads nothing and sends nothing without a DSN', async () => {
    const { reportError, startErrorReporting } = await freshModule();
    startErrorReporting({ sentryDsn: null });
    reportError(new Error('boom'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it("starts the SDK once with tracing off and the spec's breadcrumb and buffer sizes, and reports caught errors", async () => {
    const { reportError, startErrorReporting } = await freshModule();
    startErrorReporting({ sentryDsn: 'https://key@errors.example.com/1' });
    startErrorReporting({ sentryDsn: 'https://key@errors.example.com/1' });
    const error = new Error('boom');
    reportError(error);
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(error));
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: 'https://key@errors.example.com/1',
      tracesSampleRate: 0,
      maxBreadcrumbs: 100,
      transportOptions: { bufferSize: 64 },
      beforeSend: expect.any(Function),
      beforeBreadcrumb: expect.any(Function),
    });
  });

  it('scrubs tracking ids from every event and breadcrumb before it leaves', async () => {
    const { startErrorReporting } = await freshModule();
    startErrorReporting({ sentryDsn: 'https://key@errors.example.com/1' });
    await vi.waitFor(() => expect(sdk.init).toHaveBeenCalled());
    const options = sdk.init.mock.calls[0]?.[0] as {
      beforeSend: (event: object) => object;
      beforeBreadcrumb: (breadcrumb: object) => object;
    };
    const id = 'a1B2c3D4e5F6g7H8i9J0k_';
    const event = options.beforeSend({ request: { url: `https://track.example.com/${id}` } });
    const crumb = options.beforeBreadcrumb({
      category: 'fetch',
      data: { url: `/tracking/?trackingId=${id}` },
    });
    expect(JSON.stringify([event, crumb])).not.toContain(id);
  });
});
