// Fails when a production dependency of the page (apps/web) or the service (apps/server) is not under an
// OSI-approved licence. license-checker-rseidelsohn reads each installed package's licence (its field, or its
// LICENSE file); npm names the production dependency tree of the two workspaces, which the checker alone cannot.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const checker = require('license-checker-rseidelsohn');

/** OSI-approved licences (SPDX ids) found among npm packages; extend it only with ids on opensource.org/licenses. */
const OSI_APPROVED = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'ISC',
  // libvips (sharp's prebuilt @img/sharp-libvips-*): the LGPL is OSI-approved; it is loaded as a shared library.
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unicode-3.0',
  'Unlicense',
  'Zlib',
]);
const WORKSPACES = ['apps/web', 'apps/server'];

/** Whether an SPDX expression is satisfied by OSI licences: one side of an OR, both sides of an AND. */
function isOsiApproved(expression) {
  const text = expression.trim().replace(/\*$/, '');
  const split = (operator) => {
    let depth = 0;
    for (let index = 0; index < text.length; index++) {
      if (text[index] === '(') depth++;
      else if (text[index] === ')') depth--;
      else if (depth === 0 && text.startsWith(` ${operator} `, index))
        return [text.slice(0, index), text.slice(index + operator.length + 2)];
    }
    return undefined;
  };
  const or = split('OR');
  if (or) return isOsiApproved(or[0]) || isOsiApproved(or[1]);
  const and = split('AND');
  if (and) return isOsiApproved(and[0]) && isOsiApproved(and[1]);
  if (text.startsWith('(') && text.endsWith(')')) return isOsiApproved(text.slice(1, -1));
  return OSI_APPROVED.has(text);
}

/** name@version of every package the workspaces need at run time (our own workspaces left out). */
function productionPackages() {
  const args = ['ls', '--omit=dev', '--all', '--json', ...WORKSPACES.flatMap((ws) => ['-w', ws])];
  const tree = JSON.parse(execFileSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  const found = new Set();
  const walk = (dependencies = {}) => {
    for (const [name, node] of Object.entries(dependencies)) {
      // An optional peer dependency that is not installed (pg-native, bufferutil) has no version: nothing ships.
      if (!node.version) continue;
      const id = `${name}@${node.version}`;
      if (found.has(id)) continue;
      if (!name.startsWith('@tracking/')) found.add(id);
      walk(node.dependencies);
    }
  };
  walk(tree.dependencies);
  return found;
}

const installed = await promisify(checker.init)({ start: process.cwd() });
const problems = [...productionPackages()].flatMap((id) => {
  const licenses = installed[id]?.licenses;
  const expression = Array.isArray(licenses) ? licenses.join(' AND ') : licenses;
  return expression && isOsiApproved(expression) ? [] : [`${id}: ${expression ?? 'no licence found'}`];
});
if (problems.length > 0) {
  process.stderr.write(
    `Production dependencies not under an OSI-approved licence:\n  ${problems.join('\n  ')}\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `Licences: every production dependency of ${WORKSPACES.join(' and ')} is OSI-approved.\n`,
);
