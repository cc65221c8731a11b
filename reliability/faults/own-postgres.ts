import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined when there is none. */
function binaries(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(POSTGRES_ROOT, versions[0], 'bin');
}

/** initdb and postgres refuse root: as root they run as the `postgres` user, otherwise as ourselves. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A PostgreSQL cluster of the run's own, in a temporary folder on a given port, so a scenario can stop it
 * (fast shutdown) and start it again without touching anyone else's server. Trust authentication on loopback.
 */
export class OwnPostgres {
  private constructor(
    private readonly bin: string,
    private readonly dataDir: string,
    readonly port: number,
  ) {}

  /** Why a cluster cannot be had here, or undefined when it can. */
  static unavailableReason(): string | undefined {
    if (!binaries()) return `no PostgreSQL binaries under ${POSTGRES_ROOT}/*/bin`;
    if (process.getuid?.() === 0 && spawnSync('runuser', ['-u', 'postgres', '--', 'true']).status !== 0)
      return 'running as root, and cannot run commands as the postgres user (runuser -u postgres)';
    return undefined;
  }

  static async create(port: number): Promise<OwnPostgres> {
    const bin = binaries();
    if (!bin) throw new Error(OwnPostgres.unavailableReason());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tracking-faults-pg-'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      chownSync(dataDir, Number(stdout.trim()), Number(group.trim()));
    }
    const cluster = new OwnPostgres(bin, dataDir, port);
    await cluster.exec('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts the server and waits until it takes connections (pg_ctl -w). */
  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dataDir} -c listen_addresses=127.0.0.1 -c fsync=on`;
    await this.exec('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      `${this.dataDir}/log`,
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: sessions are ended, open transactions rolled back, the server stops cleanly. */
  async stopFast(): Promise<void> {
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.stopFast().catch(() => undefined);
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async exec(command: string, args: string[]): Promise<void> {
    const [file, fileArgs] = asServerUser(path.join(this.bin, command), args);
    await run(file, fileArgs);
  }
}
