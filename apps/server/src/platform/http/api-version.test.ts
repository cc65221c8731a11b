import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from './api-version';
import { startTestApp } from '../../testing/test-app';

const read = (path: string) => readFileSync(new URL(`../../../../../${path}`, import.meta.url), 'utf8');
const versionOf = (path: string) => (JSON.parse(read(path)) as { version: string }).version;

describe('the version', () => {
  it('is one number in the packages, the OpenAPI document and the newest CHANGELOG entry', async () => {
    const newest = /^## \[(\d+\.\d+\.\d+)\]/m.exec(read('CHANGELOG.md'))?.[1];
    const packages = ['apps/server', 'apps/web', 'packages/core'].map((dir) =>
      versionOf(`${dir}/package.json`),
    );
    const test = await startTestApp();
    const document = (await test.app.inject('/docs/json')).json<{ info: { version: string } }>();
    await test.close();
    expect([...packages, document.info.version, newest]).toEqual(Array(5).fill(API_VERSION));
  });
});
