/** Bearer key of the ingest API in browser tests. */
export const E2E_INGEST_KEY = 'e2e-ingest-key-0123456789abcdef';

/** The enumeration limit of the shared test services: out of reach of one test run. */
export const E2E_ENUMERATION_MAX_MISSES = '1000000';

/** The app download link the service hands the page (shown on forbidden and expired links). */
export const E2E_APP_DOWNLOAD_URL = 'https://get.example.com/parcel-app';

export interface E2eServer {
  name: 'main' | 'expiring';
  port: number;
  env: Record<string, string>;
}

const basePort = Number(process.env.E2E_PORT ?? 4317);

/** The local tile server (tile-server.mjs): real map tiles cannot be fetched here. */
export const E2E_TILE_PORT = basePort + 2;
export const E2E_TILE_URL = `http://127.0.0.1:${E2E_TILE_PORT}/{z}/{x}/{y}.png`;
export const E2E_TILE_ATTRIBUTION = '© Test tiles';

/**
 * A merchant dashboard the preview tests serve (preview.spec.ts): its origin is the one allowed to send the
 * preview a theme (PREVIEW_ORIGINS). The same server under the other loopback name is a foreign origin.
 */
export const E2E_DASHBOARD_PORT = basePort + 3;
export const E2E_DASHBOARD_ORIGIN = `http://localhost:${E2E_DASHBOARD_PORT}`;
export const E2E_FOREIGN_ORIGIN = `http://127.0.0.1:${E2E_DASHBOARD_PORT}`;

const sharedEnv = {
  INGEST_API_KEY: E2E_INGEST_KEY,
  PREVIEW_ORIGINS: E2E_DASHBOARD_ORIGIN,
  APP_DOWNLOAD_URL: E2E_APP_DOWNLOAD_URL,
  HELP_URL: 'https://help.example.com/{lang}/home',
  ABOUT_URL: 'https://www.example.com/{lang}/about-us',
  TILE_URL: E2E_TILE_URL,
  TILE_ATTRIBUTION: E2E_TILE_ATTRIBUTION,
  // Every browser test comes from 127.0.0.1, and many ask for unknown ids on purpose: the limit on guessing ids
  // (20 misses a minute per address) would refuse the rest of the run. The server's tests and test:reliability cover it.
  ENUMERATION_MAX_MISSES: E2E_ENUMERATION_MAX_MISSES,
};

/**
 * The services the browser tests run against: the main one, and one whose links expire the moment an order is
 * final (LINK_TTL_DAYS=0), the only honest way to reach "Order has expired" without waiting 30 days.
 */
export const E2E_SERVERS: readonly [E2eServer, E2eServer] = [
  { name: 'main', port: basePort, env: sharedEnv },
  { name: 'expiring', port: basePort + 1, env: { ...sharedEnv, LINK_TTL_DAYS: '0' } },
];

export const serverUrl = (server: E2eServer) => `http://127.0.0.1:${server.port}`;
