import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../../server/intake/database.ts';

/**
 * `npm run bench:intake`: load on 127.0.0.1 against `site serve` in its own
 * process: newsletter and contact posts (unique per request) and static pages.
 * Prints requests/s, p50/p99 latency, and acknowledged vs stored rows.
 */
const root = process.cwd();
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('✖ No dist/: run `npm run build` first.');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fernhill-bench-'));
const server = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'generator', 'cli.ts'), 'serve', '--port', '0'],
  {
    cwd: root,
    env: {
      ...process.env,
      SITE_DATA_DIR: dataDir,
      SITE_FORMS_RATE_LIMIT: '0',
      SITE_FORMS_MIN_FILL_MS: '0',
    },
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

let sequence = 0;
interface Scenario {
  name: string;
  path: string;
  method?: 'POST';
  body?: () => string;
}
const scenarios: Scenario[] = [
  {
    name: 'newsletter POST',
    path: '/api/newsletter',
    method: 'POST',
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
    method: 'POST',
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

const rows: string[] = [];
for (const scenario of scenarios) {
  let acknowledged = 0;
  const result = await autocannon({
    url: `${url.replace(/\/$/, '')}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(scenario.method
      ? {
          method: scenario.method,
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
    setupClient: (client: { on: (event: string, listener: (status: number) => void) => void }) => {
      client.on('response', (status: number) => {
        if (status === 201) acknowledged += 1;
      });
    },
  } as autocannon.Options);
  rows.push(
    `${scenario.name.padEnd(16)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${result.errors + result.non2xx}` +
      (scenario.method ? `   acknowledged ${acknowledged}` : ''),
  );
}

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
const database = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
const stored = {
  newsletter: (
    database.prepare('SELECT COUNT(*) AS n FROM newsletter_subscriptions').get() as { n: number }
  ).n,
  contact: (database.prepare('SELECT COUNT(*) AS n FROM contact_requests').get() as { n: number })
    .n,
};
database.close();
await rm(dataDir, { recursive: true, force: true });

console.log(
  `\nIntake benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, 127.0.0.1, ${os.cpus().length} cores`,
);
for (const row of rows) console.log(row);
console.log(
  `stored rows: newsletter ${stored.newsletter}, contact ${stored.contact} (every acknowledged submission must be stored)`,
);
