import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { DATABASE_FILE } from '../../server/intake/storage/sqlite-storage.ts';
import { startPostgres, type RunningPostgres } from '../postgres/throwaway-postgres.ts';

/**
 * `npm run bench:intake [-- --store sqlite|postgres|both]`: load on 127.0.0.1 against
 * `site serve` in its own process, once per storage (PostgreSQL: a throwaway server of
 * its own, fsync on): newsletter and contact posts (unique per request), and static pages.
 * Prints requests/s, p50/p99 latency, stored submissions per second, and acknowledged
 * (201) vs stored rows: every acknowledged submission must be stored.
 */
const root = process.cwd();
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const STORE_CHOICES = ['sqlite', 'postgres', 'both'] as const;

const { values } = parseArgs({ options: { store: { type: 'string', default: 'both' } } });
const choice = values.store as (typeof STORE_CHOICES)[number];
if (!STORE_CHOICES.includes(choice)) {
  console.error(`✖ --store must be sqlite, postgres or both, not "${values.store}".`);
  process.exit(2);
}
const stores = choice === 'both' ? (['sqlite', 'postgres'] as const) : [choice];

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('✖ No dist/: run `npm run build` first.');
  process.exit(1);
}

interface Scenario {
  name: string;
  path: string;
  table?: 'newsletter_subscriptions' | 'contact_requests';
  body?: () => string;
}

let sequence = 0;
const scenarios: Scenario[] = [
  {
    name: 'newsletter POST',
    path: '/api/newsletter',
    table: 'newsletter_subscriptions',
    body: () =>
      JSON.stringify({
        email: `bench${(sequence += 1)}@example.com`,
        source: 'footer',
        meta: { locale: 'en' },
      }),
  },
  {
    name: 'contact POST',
    path: '/api/contact',
    table: 'contact_requests',
    body: () =>
      JSON.stringify({
        topic: 'project',
        name: `Bench Lead ${(sequence += 1)}`,
        email: `lead${sequence}@example.com`,
        message: 'Benchmark enquiry.',
        consent: true,
        budget: { id: 5, label: 'Not sure', value: 'not-sure' },
        meta: { locale: 'en' },
      }),
  },
  { name: 'static page GET', path: '/services/react-development' },
];

/** Starts `serve` on a free port with `env`; resolves with its URL and a stop that waits for its exit. */
async function startServer(env: Record<string, string>) {
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'generator', 'cli.ts'), 'serve', '--port', '0'],
    {
      cwd: root,
      env: { ...process.env, SITE_FORMS_RATE_LIMIT: '0', SITE_FORMS_MIN_FILL_MS: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve(match[1]!);
    });
    server.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  return { url, stop };
}

/** Rows per table, read after the server has stopped. */
async function storedRows(
  kind: 'sqlite' | 'postgres',
  where: { dataDir: string; databaseUrl?: string },
): Promise<Record<string, number>> {
  const tables = ['newsletter_subscriptions', 'contact_requests'];
  if (kind === 'sqlite') {
    const database = new Database(path.join(where.dataDir, DATABASE_FILE), { readonly: true });
    const counts = Object.fromEntries(
      tables.map((table) => [
        table,
        (database.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
      ]),
    );
    database.close();
    return counts;
  }
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = (
      await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`)
    ).rows[0]!.n;
  await client.end();
  return counts;
}

const report: string[] = [];
for (const [index, kind] of stores.entries()) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fernhill-bench-'));
  let postgres: RunningPostgres | undefined;
  if (kind === 'postgres') postgres = await startPostgres('bench');
  const where = { dataDir, ...(postgres ? { databaseUrl: postgres.url } : {}) };
  const server = await startServer({
    SITE_DATA_DIR: dataDir,
    ...(postgres ? { SITE_DATABASE_URL: postgres.url } : {}),
  });
  const acknowledged: Record<string, number> = {};
  const rows: string[] = [];
  // Static pages do not touch the storage: measured once.
  for (const scenario of scenarios.filter((each) => each.table || index === 0)) {
    let created = 0;
    const result = await autocannon({
      url: `${server.url.replace(/\/$/, '')}${scenario.path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      ...(scenario.body
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            requests: [
              {
                setupRequest: (request: Record<string, unknown>) => ({
                  ...request,
                  body: scenario.body!(),
                }),
              },
            ],
          }
        : { headers: { 'accept-encoding': 'br' } }),
      setupClient: (client: {
        on: (event: string, listener: (status: number) => void) => void;
      }) => {
        client.on('response', (status: number) => {
          if (status === 201) created += 1;
        });
      },
    } as autocannon.Options);
    if (scenario.table) acknowledged[scenario.table] = created;
    rows.push(
      `  ${scenario.name.padEnd(16)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}` +
        (scenario.table
          ? `   stored ${String(Math.round(created / DURATION_S)).padStart(5)}/s   acknowledged ${created}`
          : ''),
    );
  }
  await server.stop();
  const stored = await storedRows(kind, where);
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
  const lost = Object.entries(acknowledged).reduce(
    (sum, [table, count]) => sum + Math.max(0, count - (stored[table] ?? 0)),
    0,
  );
  report.push(
    `${kind === 'sqlite' ? 'SQLite (SITE_DATA_DIR, synchronous=FULL, group commit)' : 'PostgreSQL (SITE_DATABASE_URL, throwaway server, fsync on, synchronous_commit on)'}:`,
    ...rows,
    `  acknowledged vs stored: newsletter ${acknowledged.newsletter_subscriptions} / ${stored.newsletter_subscriptions}, contact ${acknowledged.contact_requests} / ${stored.contact_requests} → ${lost} lost`,
  );
  if (lost > 0) process.exitCode = 1;
}

console.log(
  `\nIntake benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, 127.0.0.1, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
for (const line of report) console.log(line);
