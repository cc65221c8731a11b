import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REPO_ROOT } from './config';
import { defaultMaxConnections } from '../security/socket-capacity';

describe('parseConfig', () => {
  it('has working defaults for every variable', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      metricsHost: '127.0.0.1',
      database: { engine: 'sqlite', path: path.resolve('data/tracking.sqlite') },
      ingestApiKeys: [],
      webhook: { defaultEndpoint: undefined, retryBaseMs: 5000, coalesceMs: 5000 },
      demo: false,
      linkTtlDays: 30,
      logLevel: 'info',
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
      runtime: {
        sentryDsn: null,
        previewOrigins: [],
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
    });
  });

  it('reads each variable, treating empty values as unset', () => {
    const config = parseConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite:///var/lib/tracking/db.sqlite',
      INGEST_API_KEY: 'a-long-enough-secret',
      TRACKING_DEMO: '1',
      LINK_TTL_DAYS: '0',
      SENTRY_DSN: '',
      PREVIEW_ORIGINS: 'https://a.example.com,https://b.example.com:8443',
      TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      database: { path: '/var/lib/tracking/db.sqlite' },
      ingestApiKeys: ['a-long-enough-secret'],
      demo: true,
      linkTtlDays: 0,
      runtime: {
        sentryDsn: null,
        previewOrigins: ['https://a.example.com', 'https://b.example.com:8443'],
        tileUrl: 'http://tiles.local/{z}/{x}/{y}.png',
      },
    });
  });

  it('builds handed-out URLs on PUBLIC_URL, by default http://localhost:$PORT', () => {
    expect(parseConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(parseConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(parseConfig({ PUBLIC_URL: 'https://track.example.com' }).publicUrl).toBe(
      'https://track.example.com',
    );
    expect(() => parseConfig({ PUBLIC_URL: 'https://track.example.com/path' })).toThrow(/PUBLIC_URL/);
  });

  it('binds the metrics listener to METRICS_HOST, apart from HOST', () => {
    expect(parseConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', metricsHost: '127.0.0.1' });
    expect(parseConfig({ METRICS_HOST: '10.0.0.5' })).toMatchObject({ metricsHost: '10.0.0.5' });
  });

  it('picks the store by the scheme of DATABASE_URL, with its pool size, and reads REDIS_URL', () => {
    const url = 'postgres://tracking:secret@db.internal:5432/tracking?sslmode=require';
    expect(
      parseConfig({
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '25',
        REDIS_URL: 'redis://:pw@cache:6379',
        REDIS_CHANNEL_SECRET: 'a-deployment-secret',
      }),
    ).toMatchObject({
      database: { engine: 'postgres', url, poolSize: 25, timeoutMs: 10_000 },
      redis: { url: 'redis://:pw@cache:6379', prefix: 'tracking:', channelSecret: 'a-deployment-secret' },
    });
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/tracking' }).database).toEqual({
      engine: 'postgres',
      url: 'postgresql://db/tracking',
      poolSize: 10,
      timeoutMs: 10_000,
    });
    expect(parseConfig({}).redis).toBeUndefined();
  });

  it('takes REDIS_PREFIX, and needs REDIS_CHANNEL_SECRET beside REDIS_URL (channels must agree across instances)', () => {
    const redis = { REDIS_URL: 'redis://cache:6379', REDIS_CHANNEL_SECRET: 'a-deployment-secret' };
    expect(parseConfig({ ...redis, REDIS_PREFIX: 'staging:' }).redis?.prefix).toBe('staging:');
    expect(() => parseConfig({ REDIS_URL: 'redis://cache:6379' })).toThrow(/REDIS_CHANNEL_SECRET/);
    expect(() => parseConfig({ ...redis, REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('refuses bad database, pool and Redis settings without echoing a password', () => {
    const attempt = () =>
      parseConfig({
        DATABASE_URL: 'postgres://u:hunter2@[db',
        DATABASE_POOL_SIZE: '0',
        REDIS_URL: 'http://cache',
      });
    expect(attempt).toThrow(/DATABASE_URL[\s\S]*DATABASE_POOL_SIZE[\s\S]*REDIS_URL/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it.each(['sqlite::memory:', 'sqlite://'])('refuses %s: a database in memory keeps nothing', (url) => {
    expect(() => parseConfig({ DATABASE_URL: url })).toThrow(/DATABASE_URL[\s\S]*Must name a file/);
  });

  it.each([
    [undefined, 0.8],
    ['0.9', 0.9],
    ['.75', 0.75],
    ['0.5', 0.5],
    ['0.99', 0.99],
    ['1', 'ETA_WINDOW_COVERAGE'],
    ['0.4', 'ETA_WINDOW_COVERAGE'],
    ['0.995', 'ETA_WINDOW_COVERAGE'],
    ['80%', 'ETA_WINDOW_COVERAGE'],
  ])('ETA_WINDOW_COVERAGE %s: %s', (value, expected) => {
    const parse = () => parseConfig(value === undefined ? {} : { ETA_WINDOW_COVERAGE: value });
    if (typeof expected === 'number') expect(parse().etaWindowCoverage).toBe(expected);
    else expect(parse).toThrow(/ETA_WINDOW_COVERAGE/);
  });

  it('refuses to start, naming every bad variable at once', () => {
    const attempt = () =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db',
        INGEST_API_KEY: 'short',
        TRACKING_DEMO: 'yes',
        LINK_TTL_DAYS: '-1',
        APP_DOWNLOAD_URL: 'not a url',
        PREVIEW_ORIGINS: 'https://ok.example.com,https://bad.example.com/path,not a url',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    const problems = (() => {
      try {
        attempt();
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      }
    })();
    expect(problems).toEqual([
      'PORT',
      'DATABASE_URL',
      'INGEST_API_KEY.0',
      'TRACKING_DEMO',
      'LINK_TTL_DAYS',
      'APP_DOWNLOAD_URL',
      'PREVIEW_ORIGINS.1',
      'PREVIEW_ORIGINS.2',
      'LOG_LEVEL',
    ]);
  });

  it('reads the live socket settings: origins besides its own and the heartbeat', () => {
    expect(parseConfig({}).live).toMatchObject({ allowedOrigins: [], heartbeatMs: 25_000 });
    const config = parseConfig({
      LIVE_ALLOWED_ORIGINS: 'https://shop.example.com, *',
      LIVE_HEARTBEAT_MS: '5000',
    });
    expect(config.live).toMatchObject({
      allowedOrigins: ['https://shop.example.com', '*'],
      heartbeatMs: 5000,
    });
    expect(parseConfig({ LIVE_MAX_SOCKETS: '1000' }).live.maxSockets).toBe(1000);
    expect(() => parseConfig({ LIVE_ALLOWED_ORIGINS: 'shop.example.com', LIVE_HEARTBEAT_MS: '5' })).toThrow(
      /LIVE_ALLOWED_ORIGINS\.0[\s\S]*LIVE_HEARTBEAT_MS/,
    );
  });

  it('reads several ingest keys for rotation, each checked', () => {
    expect(parseConfig({ INGEST_API_KEY: 'old-key-0123456789, new-key-0123456789' }).ingestApiKeys).toEqual([
      'old-key-0123456789',
      'new-key-0123456789',
    ]);
    expect(() => parseConfig({ INGEST_API_KEY: 'old-key-0123456789,short' })).toThrow(/INGEST_API_KEY\.1/);
  });

  it('reads the webhook settings, which need a whsec_ secret beside the URL', () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(
      parseConfig({ WEBHOOK_URL: 'https://hooks.example.com/in', WEBHOOK_SECRET: secret }).webhook,
    ).toEqual({
      defaultEndpoint: { url: 'https://hooks.example.com/in', secret, events: undefined },
      retryBaseMs: 5000,
      coalesceMs: 5000,
    });
    expect(() => parseConfig({ WEBHOOK_URL: 'https://hooks.example.com/in' })).toThrow(/WEBHOOK_SECRET/);
    expect(() => parseConfig({ WEBHOOK_URL: 'https://h.example.com', WEBHOOK_SECRET: 'plain' })).toThrow(
      /WEBHOOK_SECRET/,
    );
  });

  it.each([
    'https://user:pass@hooks.example.com/in',
    'https://user@hooks.example.com/',
    'https://:pw@h.example.com/',
  ])('refuses a WEBHOOK_URL with credentials (%s) at start, saying so plainly', (url) => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => parseConfig({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret })).toThrow(
      'WEBHOOK_URL: Must not carry a user name or password (the receiver checks the webhook signature instead)',
    );
  });

  it('has limits on connections, live sockets, feedback and ingest keys, each settable and checked', () => {
    const defaults = parseConfig({});
    expect(defaults.connections).toEqual({
      bodyTimeoutMs: 10_000,
      idleTimeoutMs: 75_000,
      perAddress: 256,
      keepAliveTimeoutMs: 5000,
      max: defaultMaxConnections(),
      openRequestsPerAddress: 256,
    });
    expect(defaults.serviceMisses).toEqual({ missesPerSecond: 50, maxDelayMs: 5000 });
    expect(defaults.live).toMatchObject({ socketsPerAddress: 100, socketsPerOrder: 20 });
    expect(defaults.feedback).toEqual({ perHour: 5, kept: 20 });
    expect(defaults.ingestMaxKeyFailures).toBe(20);
    const set = parseConfig({
      BODY_TIMEOUT_MS: '2000',
      CONNECTIONS_PER_ADDRESS: '10',
      FEEDBACK_KEPT: '3',
      OPEN_REQUESTS_PER_ADDRESS: '7',
      ENUMERATION_SERVICE_MISSES_PER_SECOND: '9',
      ENUMERATION_MISS_DELAY_MAX_MS: '0',
    });
    expect([set.connections.bodyTimeoutMs, set.connections.perAddress, set.feedback.kept]).toEqual([
      2000, 10, 3,
    ]);
    expect(set.connections.openRequestsPerAddress).toBe(7);
    expect(set.serviceMisses).toEqual({ missesPerSecond: 9, maxDelayMs: 0 });
    expect(() =>
      parseConfig({
        BODY_TIMEOUT_MS: '5',
        LIVE_SOCKETS_PER_ORDER: '0',
        FEEDBACK_PER_HOUR: 'x',
      }),
    ).toThrow(/BODY_TIMEOUT_MS[\s\S]*LIVE_SOCKETS_PER_ORDER[\s\S]*FEEDBACK_PER_HOUR/);
    const capped = parseConfig({ MAX_CONNECTIONS: '20', KEEP_ALIVE_TIMEOUT_MS: '72000' }).connections;
    expect([capped.max, capped.keepAliveTimeoutMs]).toEqual([20, 72_000]);
    expect(() => parseConfig({ MAX_CONNECTIONS: '0', KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrow(
      /MAX_CONNECTIONS[\s\S]*KEEP_ALIVE_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ OPEN_REQUESTS_PER_ADDRESS: '0' })).toThrow(/OPEN_REQUESTS_PER_ADDRESS/);
    expect(() => parseConfig({ ENUMERATION_SERVICE_MISSES_PER_SECOND: '0' })).toThrow(/SERVICE_MISSES/);
    expect(() => parseConfig({ ENUMERATION_MISS_DELAY_MAX_MS: '60001' })).toThrow(/MISS_DELAY_MAX_MS/);
  });
});
