import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Throwaway PostgreSQL servers for the intake's tests (tests/support/postgres.ts) and
 * `npm run bench:intake --store postgres`: nothing to install beyond Debian's postgresql
 * package (tests/setup/ensure-postgres.mjs), no system service, no shared state.
 */
const run = promisify(execFile);

/** A port free on 127.0.0.1 right now (postgres cannot be told to pick one itself). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
const TOOLS = ['initdb', 'pg_ctl', 'postgres'];

/** The folder with PostgreSQL's server programs: POSTGRES_BIN, else Debian's newest /usr/lib/postgresql/N/bin. */
export function postgresBin(): string {
  const hasTools = (dir: string) => TOOLS.every((tool) => existsSync(path.join(dir, tool)));
  if (process.env.POSTGRES_BIN) {
    if (hasTools(process.env.POSTGRES_BIN)) return process.env.POSTGRES_BIN;
    throw new Error(`POSTGRES_BIN=${process.env.POSTGRES_BIN} lacks ${TOOLS.join(', ')}.`);
  }
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find((dir) => hasTools(dir));
  if (!found)
    throw new Error(
      "No PostgreSQL server: set POSTGRES_BIN, or install Debian's postgresql (`node tests/setup/ensure-postgres.mjs` does it as root).",
    );
  return found;
}

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  /** Another empty database on the same server. */
  createDatabase: (name: string) => Promise<string>;
  /** Stops the server abruptly (pg_ctl stop -m immediate: no checkpoint, as in a crash). */
  crash: () => Promise<void>;
  /** Starts it again on the same port after `crash()` (it recovers from its WAL). */
  restart: () => Promise<void>;
  /** Stops the server (pg_ctl stop -m fast) and removes its folder. */
  stop: () => Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root its programs run as the `postgres` user. */
function asServerUser(bin: string, tool: string, args: string[]) {
  const program = path.join(bin, tool);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);
}

/**
 * A throwaway PostgreSQL server for one test file or one bench run: a fresh cluster in a
 * temporary folder, listening on 127.0.0.1 at a free port (its socket in the folder too),
 * fsync on as in production, with one empty database. Call `stop()` when done (afterAll).
 */
export async function startPostgres(database = 'intake'): Promise<RunningPostgres> {
  const bin = postgresBin();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fernhill-pg-'));
  const dataDir = path.join(folder, 'data');
  const socketDir = path.join(folder, 'socket');
  const logFile = path.join(folder, 'server.log');
  await mkdir(socketDir);
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    for (const owned of [folder, socketDir]) chownSync(owned, Number(stdout), Number(group));
  }
  // --no-sync only makes creating the cluster quicker; the server itself runs with fsync on.
  await asServerUser(bin, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const start = (port: number) =>
    asServerUser(bin, 'pg_ctl', [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir} -c fsync=on -c max_connections=60 -c shared_buffers=32MB`,
      'start',
    ]);
  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      await start(port);
      break;
    } catch (error) {
      // Another process took the free port in between: try the next one.
      if (attempt >= 3) {
        const log = await readFile(logFile, 'utf8').catch(() => '');
        await rm(folder, { recursive: true, force: true });
        throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
      }
    }
  }
  const server = `postgres://postgres@127.0.0.1:${port}`;
  const crash = async () => {
    // Immediate mode: the server quits without a checkpoint, as after a power cut; the next
    // start replays the WAL (crash recovery).
    await asServerUser(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  };
  const stop = async () => {
    await asServerUser(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {});
    await rm(folder, { recursive: true, force: true });
  };
  const createDatabase = async (name: string) => {
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    } finally {
      await admin.end();
    }
    return `${server}/${name}`;
  };
  try {
    return {
      url: await createDatabase(database),
      createDatabase,
      crash,
      restart: async () => {
        await start(port);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
