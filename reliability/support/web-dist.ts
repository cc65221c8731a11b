import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A minimal built page in `dir`/web, so page paths answer as deployed (not the 503 "not built" notice). */
export function minimalWebDist(dir: string): string {
  const dist = path.join(dir, 'web');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="runtime-config" content=""></head></html>',
  );
  return dist;
}
