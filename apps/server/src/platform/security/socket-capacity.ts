import { readFileSync } from 'node:fs';

/** File descriptors kept free for HTTP (ingest, page loads), the database and logs when sockets fill up. */
export const RESERVED_DESCRIPTORS = 1024;
const FALLBACK_MAX_SOCKETS = 50_000;

/**
 * How many live sockets this process takes by default: its open-file limit less a reserve. Past the limit
 * every accept fails, the ingest API included, so the sockets stop short of it (Linux; elsewhere a fixed cap).
 */
export function defaultMaxSockets(limitsFile = '/proc/self/limits'): number {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    if (!Number.isFinite(soft)) return FALLBACK_MAX_SOCKETS;
    return Math.max(1, soft - RESERVED_DESCRIPTORS);
  } catch {
    return FALLBACK_MAX_SOCKETS;
  }
}

/**
 * How many connections (HTTP and live sockets) this process holds by default: like the live sockets, its open-file
 * limit less the reserve for the database, files and logs.
 */
export const defaultMaxConnections = (limitsFile?: string): number => defaultMaxSockets(limitsFile);
