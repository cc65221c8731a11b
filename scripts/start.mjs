// npm start: builds what is not built yet, then runs the tracking service with demo data.
// Variables given in the environment always win over the defaults set here.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

// The service runs on Node 24 (22 works too); older ones fail deep inside the SQLite driver, so say it plainly.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22) {
  console.error(
    `Node.js 22 or newer is needed (this is ${process.version}); the tested runtime is 24 (.nvmrc).`,
  );
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function hasBuildScript(workspace) {
  const manifest = JSON.parse(readFileSync(at(workspace, 'package.json'), 'utf8'));
  return typeof manifest.scripts?.build === 'string';
}

/** Runs `npm run build` in a workspace; true when it succeeded. */
function build(workspaceName) {
  console.log(`Building ${workspaceName}...`);
  return spawnSync(npm, ['run', 'build', '-w', workspaceName], { cwd: root, stdio: 'inherit' }).status === 0;
}

const webDist = process.env.WEB_DIST || at('apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html')) && hasBuildScript('apps/web')) {
  if (!build('@tracking/web')) console.warn('The page did not build; the service starts without it.');
}
/** The newest modification time of any file under the folders, in ms. */
function newestChange(...folders) {
  const times = folders.flatMap((folder) =>
    readdirSync(at(folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs),
  );
  return Math.max(0, ...times);
}

const serverEntry = at('apps/server/dist/server.js');
// A build older than the service's or core's source would run yesterday's code: build again.
const serverStale =
  !existsSync(serverEntry) ||
  statSync(serverEntry).mtimeMs < newestChange('apps/server/src', 'packages/core/src');
if (serverStale && !build('@tracking/server')) process.exit(1);

const env = { ...process.env };
env.TRACKING_DEMO ??= '1';
// The demo drivers post a position every two seconds each: request logs would bury the demo links.
if (env.TRACKING_DEMO === '1') env.LOG_LEVEL ??= 'warn';
if (env.TRACKING_DEMO === '1' && !env.INGEST_API_KEY) {
  env.INGEST_API_KEY = randomBytes(24).toString('base64url');
  console.log(`Demo ingest key (Authorization: Bearer ...): ${env.INGEST_API_KEY}`);
}
// A VAPID key pair for the demo's Web Push (the service refuses a partial set, so only when none is given).
if (env.TRACKING_DEMO === '1' && !env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY && !env.VAPID_SUBJECT) {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = [Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')];
  env.VAPID_PUBLIC_KEY = Buffer.concat(point).toString('base64url');
  env.VAPID_PRIVATE_KEY = privateKey.export({ format: 'jwk' }).d;
  env.VAPID_SUBJECT = 'mailto:demo@example.com';
}

const server = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
