// Writes the service's OpenAPI document (and the live socket's AsyncAPI document) as the built app serves them,
// for `npm run lint:openapi` and `generate:openapi-types`: tsx src/openapi-dump.ts <openapi.json> [asyncapi.json]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { parseConfig } from './platform/config/config';

const [openApiPath = 'openapi.json', asyncApiPath] = process.argv.slice(2);
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, text);
};
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-dump-'));
try {
  const config = parseConfig({
    DATABASE_URL: `sqlite:${path.join(dir, 'dump.sqlite')}`,
    WEB_DIST: path.join(dir, 'web'),
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  write(openApiPath, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  if (asyncApiPath) {
    const response = await app.inject('/docs/asyncapi.json');
    write(asyncApiPath, `${JSON.stringify(response.json(), null, 2)}\n`);
  }
  await app.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
