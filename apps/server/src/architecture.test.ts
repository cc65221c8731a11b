import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './platform/config/config';

const FIXTURES = path.join(REPO_ROOT, 'lint-fixtures');
const run = promisify(execFile);

/** A fixture's header: where it is linted as standing, and the rule that must reject it. */
function header(source: string): { as?: string; rule: string } {
  const as = /^\/\/ as: (\S+)/m.exec(source)?.[1];
  const rule = /^\/\/ rejected by: (\S+)/m.exec(source)?.[1] ?? '';
  return { ...(as && { as }), rule };
}

const placedFixtures = readdirSync(FIXTURES).filter((name) => name.endsWith('.ts'));

// Every architecture rule is proved to run: a rule whose resolver or zone broke would pass everything silently.
describe('the architecture rules reject their bad fixture', () => {
  const eslint = new ESLint({ cwd: REPO_ROOT, ignore: false });
  // A placed fixture is linted as text at a path where no file is: import/no-cycle needs the file on disk.
  const placed = new ESLint({
    cwd: REPO_ROOT,
    ignore: false,
    overrideConfig: { rules: { 'import/no-cycle': 'off' } },
  });

  it('has a fixture per rule', () => {
    expect(placedFixtures.length).toBeGreaterThanOrEqual(9);
  });

  it.each(placedFixtures)('%s', async (name) => {
    const source = readFileSync(path.join(FIXTURES, name), 'utf8');
    const { as, rule } = header(source);
    expect(as, 'the fixture names where it stands').toBeDefined();
    const [result] = await placed.lintText(source, { filePath: path.join(REPO_ROOT, as ?? '') });
    expect(result?.messages.map((message) => message.ruleId)).toContain(rule);
  });

  it('rejects a runtime import cycle (import/no-cycle, with the TypeScript resolver)', async () => {
    const [result] = await eslint.lintFiles([path.join(FIXTURES, 'cycle/first.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
  });

  it('rejects a cycle of type-only imports (dpdm, as npm run lint:cycles runs it)', async () => {
    const dpdm = path.join(REPO_ROOT, 'node_modules/.bin/dpdm');
    const args = ['--no-warning', '--no-tree', '--no-progress', '--exit-code', 'circular:1'];
    const found = await run(dpdm, [...args, 'lint-fixtures/type-cycle/first.ts'], { cwd: REPO_ROOT }).then(
      () => 0,
      (error: { code?: number }) => error.code,
    );
    expect(found).toBe(1);
  });
});
