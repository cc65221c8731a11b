import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INGEST_KEY, startTestApp, type TestApp } from './testing/test-app';
import { describeEachEngine } from './testing/test-engines';

/** One request of the walk-through: what to send, and what the `# →` line expects of the answer. */
interface Step {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  status: number;
  keeps: [path: string, name: string][];
  checks: [path: string, value: string][];
}

/** The ```http blocks of docs/api.md's walk-through, in order. */
function walkthrough(): Step[] {
  const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Walk-through'), doc.indexOf('## A generated client'));
  return [...section.matchAll(/```http\n([\s\S]*?)```/g)].map(([, block = '']) => {
    const [head = '', body] = block.split(/\n\n/);
    const [expect = '', request = '', ...headerLines] = head.split('\n');
    const [method = '', url = ''] = request.split(' ');
    const words = expect.replace(/^# → /, '').split(' ');
    const pairs = (operator: string) =>
      words.flatMap((word, i) =>
        word === operator ? [[words[i - 1] ?? '', words[i + 1] ?? ''] as [string, string]] : [],
      );
    return {
      method,
      url,
      headers: Object.fromEntries(
        headerLines.filter(Boolean).map((line) => line.split(': ') as [string, string]),
      ),
      body: body?.trim(),
      status: Number(words[0]),
      keeps: pairs('='),
      checks: pairs('=='),
    };
  });
}

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

/** The service's clock during the walk-through: `$TODAY` is its day. */
const NOW = new Date('2026-03-10T09:00:00Z');

describeEachEngine('the walk-through of docs/api.md', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({}, { engine, now: () => NOW });
  });
  afterAll(() => test.close());

  it('runs every request against the service, each answered as the document says', async () => {
    const steps = walkthrough();
    expect(steps.length).toBeGreaterThan(10);
    const kept: Record<string, string> = {
      INGEST_API_KEY: INGEST_KEY,
      TODAY: NOW.toISOString().slice(0, 10),
    };
    const fill = (text: string) => text.replace(/\$([A-Z_]+)/g, (name, key: string) => kept[key] ?? name);
    for (const step of steps) {
      const headers = Object.fromEntries(
        Object.entries(step.headers).map(([name, value]) => [name, fill(value)]),
      );
      const response = await test.app.inject({
        method: step.method as 'GET',
        url: fill(step.url),
        headers: step.body ? { ...headers, 'content-type': 'application/json' } : headers,
        payload: step.body && fill(step.body),
      });
      const label = `${step.method} ${step.url}`;
      expect([label, response.statusCode], response.body).toEqual([label, step.status]);
      const answer: unknown = response.body ? response.json() : undefined;
      for (const [path, value] of step.checks)
        expect([label, String(at(answer, path))]).toEqual([label, fill(value)]);
      for (const [path, name] of step.keeps) kept[name.slice(1)] = String(at(answer, path));
    }
  });
});
