import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportLeads } from '../../server/intake/leads-cli.ts';
import { openStorage } from '../../server/intake/storage/open-storage.ts';
import { PostgresRateLimit } from '../../server/intake/storage/postgres-rate-limit.ts';
import type {
  ContactRecord,
  IntakeStorage,
  StoredAnswer,
} from '../../server/intake/storage/storage.ts';
import { WebhookForwarder } from '../../server/intake/webhook-forwarder.ts';
import {
  startStore,
  STORES,
  type StoreFixture,
  type StoreLocation,
} from '../support/intake-stores.ts';
import { startIntakeProcess } from '../support/intake-process.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const run = promisify(execFile);

const contact = (name: string, extra: Partial<ContactRecord> = {}): ContactRecord => ({
  topic: 'project',
  name,
  email: 'ada@example.com',
  message: 'A patient portal.',
  budget: 'not-sure',
  locale: 'en',
  ...extra,
});

/**
 * The storage contract, the same assertions for SQLite and PostgreSQL, on real databases.
 * "Instances" are separate storages (separate connection pools) on one database: two on
 * PostgreSQL, which is built for it; one on SQLite, whose file belongs to one process.
 */
describe.each(STORES)('storage contract: %s', (kind) => {
  let store: StoreFixture;
  const opened: IntakeStorage[] = [];
  const open = async (location: StoreLocation, webhook = false) => {
    const storage = await openStorage({ ...location, webhook });
    opened.push(storage);
    return storage;
  };
  /** As many storages on `location` as this store supports at once. */
  const instances = async (location: StoreLocation, webhook = false) =>
    kind === 'postgres'
      ? [await open(location, webhook), await open(location, webhook)]
      : [await open(location, webhook)];

  beforeAll(async () => {
    store = await startStore(kind);
  });
  // Each test's storages close after it: their connections do not pile up on the server.
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
  });
  afterAll(() => store?.stop());

  it('stores one row per Idempotency-Key, however many send it at the same moment, and answers each alike', async () => {
    const location = await store.fresh('idempotency');
    const storages = await instances(location);
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          storages[index % storages.length]!.storeContact(
            contact(`Round ${round}`),
            `key-${round}`,
          ),
        ),
      );
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]!.status).toBe(201);
    }
    expect(await store.count(location, 'contact_requests')).toBe(5);
    expect(await store.count(location, 'idempotency_keys')).toBe(5);
  });

  it('subscribes an e-mail once per list, whatever its case, when it arrives many times at once', async () => {
    const location = await store.fresh('newsletter');
    const storages = await instances(location);
    for (let round = 0; round < 5; round += 1) {
      const answers: StoredAnswer[] = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          storages[index % storages.length]!.storeSubscription({
            email: index % 2 ? `reader${round}@example.com` : `Reader${round}@Example.com`,
            source: 'footer',
            locale: 'en',
          }),
        ),
      );
      const created = answers.filter((answer) => answer.status === 201);
      expect(created).toHaveLength(1);
      for (const answer of answers.filter((answer) => answer.status === 200))
        expect(answer.body).toEqual({ id: created[0]!.body.id, duplicate: true });
    }
    expect(await store.count(location, 'newsletter_subscriptions')).toBe(5);
  });

  it('a submission the database refuses fails alone: the ones arriving with it are stored', async () => {
    const location = await store.fresh('alone');
    const storage = await open(location);
    // No name: the NOT NULL column refuses it (the parser never lets this through).
    const broken = { ...contact('x'), name: undefined } as unknown as ContactRecord;
    const results = await Promise.allSettled([
      storage.storeContact(contact('Before')),
      storage.storeContact(broken),
      storage.storeContact(contact('After')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(
      (await store.rows(location, 'SELECT name FROM contact_requests ORDER BY name')).map(
        (row) => row.name,
      ),
    ).toEqual(['After', 'Before']);
  });

  it('commits what was handed in before close, and refuses what comes after', async () => {
    const location = await store.fresh('closing');
    const storage = await openStorage(location);
    const pending = Array.from({ length: 20 }, (_, index) =>
      storage.storeContact(contact(`Closing ${index}`)),
    );
    await storage.ping();
    const closed = storage.close();
    const answers = await Promise.all(pending);
    await closed;
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await store.count(location, 'contact_requests')).toBe(20);
    await expect(storage.ping()).rejects.toThrow();
    await expect(storage.storeContact(contact('Too late'))).rejects.toThrow();
  });

  it('limits a client to its burst, then answers Retry-After until a token has refilled; shared by the instances', async () => {
    const location = await store.fresh('ratelimit');
    const storages = await instances(location);
    // 6 per minute, burst 5: the sixth take within ten seconds is refused, for 10 s.
    const limits = storages.map((storage) => storage.rateLimit(6, 5));
    const verdicts = [];
    for (let index = 0; index < 8; index += 1)
      verdicts.push(await limits[index % limits.length]!.take('203.0.113.7'));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(verdicts.slice(5)).toEqual(
      Array.from({ length: 3 }, () => ({ allowed: false, retryAfterSeconds: 10 })),
    );
    // Another client has a bucket of its own.
    expect(await limits[0]!.take('198.51.100.1')).toEqual({ allowed: true });
  });

  it('delivers every outbox row exactly once with a forwarder per instance, and retries a refused delivery later', async () => {
    const location = await store.fresh('outbox');
    const storages = await instances(location, true);
    const received: string[] = [];
    let refuse = true;
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { id } = JSON.parse(body) as { id: string };
        // The first delivery of the first row is refused: it must come again, after a backoff.
        if (refuse) {
          refuse = false;
          response.writeHead(503).end();
          return;
        }
        received.push(id);
        // Slow enough that the forwarders' rounds overlap.
        setTimeout(() => response.writeHead(204).end(), 5);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as { port: number };
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        storages[index % storages.length]!.storeContact(contact(`Forwarded ${index}`)),
      ),
    );
    const forwarders = storages.map(
      (storage) =>
        new WebhookForwarder(storage.outbox, {
          url: `http://127.0.0.1:${port}/hook`,
          intervalMs: 60_000,
          // Later than the test lasts on any machine: with the 2 s of the first backoff, a slow
          // first round let the refused row fall due again in the second (CI saw it delivered).
          backoff: () => 3_600_000,
        }),
    );
    // Every forwarder claims at the same moment, twice over.
    await Promise.all(forwarders.map((forwarder) => forwarder.deliverDue()));
    await Promise.all(forwarders.map((forwarder) => forwarder.deliverDue()));
    await Promise.all(forwarders.map((forwarder) => forwarder.stop()));
    receiver.close();
    expect(received).toHaveLength(59);
    expect(new Set(received).size).toBe(59);
    const waiting = await store.rows(
      location,
      'SELECT submission_id, attempts, last_error FROM webhook_outbox WHERE delivered_at IS NULL',
    );
    expect(waiting).toEqual([
      { submission_id: expect.any(String), attempts: 1, last_error: 'webhook answered 503' },
    ]);
    const answered = answers.map((answer) => answer.body.id).sort();
    expect([...received, waiting[0]!.submission_id].sort()).toEqual(answered);
    const stats = await storages[0]!.stats();
    expect(stats).toMatchObject({ webhookDelivered: 59, webhookWaiting: 1 });
  });

  it('exports leads in the order they arrived, those stored in the same millisecond too', async () => {
    const storage = await open(await store.fresh('arrival'));
    const names = Array.from({ length: 40 }, (_, index) => `Visitor ${index}`);
    for (const name of names) await storage.storeContact(contact(name));
    const { contactRequests } = await storage.exportLeads();
    expect(contactRequests.map((row) => row.name)).toEqual(names);
  });

  it('`leads export` and `leads stats` read this store: CSV with formulas neutralised, JSON, counts', async () => {
    const location = await store.fresh('leads');
    const storage = await open(location);
    await storage.storeContact(
      contact('=HYPERLINK("http://evil.example")', {
        company: '+Acme, "Ltd"',
        campaign: { source: 'google', medium: 'cpc' },
      }),
    );
    await storage.storeContact(contact('Grace Hopper', { topic: 'referral', locale: 'de' }));
    await storage.storeSubscription({
      email: 'reader@example.com',
      source: 'blog_post',
      locale: 'en',
    });
    await storage.countSpam('/api/contact', 'honeypot');
    const leads = (...args: string[]) =>
      run(
        process.execPath,
        ['--import', 'tsx', path.join(PROJECT_ROOT, 'generator', 'cli.ts'), 'leads', ...args],
        { cwd: PROJECT_ROOT, env: { ...process.env, FORCE_COLOR: '0', ...store.env(location) } },
      );
    const csv = (await leads('export', '--format', 'csv')).stdout.trim().split('\n');
    expect(csv[0]).toBe(
      'kind,id,created_at,topic,name,email,company,budget,message,referred_company,referred_email,interests,locale,source_path,entry_point,campaign,list,source',
    );
    expect(csv).toHaveLength(4);
    expect(csv[1]).toContain(
      `,"'=HYPERLINK(""http://evil.example"")",ada@example.com,"'+Acme, ""Ltd""",not-sure,`,
    );
    expect(csv[3]).toMatch(
      /^newsletter,[0-9a-f-]{36},\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,+reader@example\.com,/,
    );
    // The JSON format and --since, as the command calls them (one process less per store).
    const json = JSON.parse(await exportLeads(storage, { format: 'json' })) as {
      contactRequests: Array<Record<string, unknown>>;
      newsletterSubscriptions: Array<Record<string, unknown>>;
    };
    expect(json.contactRequests[0]).toMatchObject({
      name: '=HYPERLINK("http://evil.example")',
      campaign: { source: 'google', medium: 'cpc' },
      interests: null,
    });
    expect(json.newsletterSubscriptions[0]).toMatchObject({
      list: 'insights',
      email: 'reader@example.com',
      source: 'blog_post',
    });
    const since = JSON.parse(
      await exportLeads(storage, { format: 'json', since: '2999-01-01' }),
    ) as { contactRequests: unknown[] };
    expect(since.contactRequests).toEqual([]);
    expect((await leads('stats')).stdout.trim().split('\n')).toEqual([
      'Contact requests: 2 (by topic: project 1, referral 1)',
      '  last 7 days: 2',
      '  by locale: de 1, en 1',
      'Newsletter subscriptions: 1 (by source: blog_post 1)',
      'Spam caught: 1 (honeypot 1)',
      'Webhook: 0 delivered, 0 waiting',
    ]);
  });
});

describe('PostgreSQL only: several instances', () => {
  let store: StoreFixture;
  beforeAll(async () => {
    store = await startStore('postgres');
  });
  afterAll(() => store?.stop());

  it('hands each due outbox row to one claimer; a row whose lease ran out can be claimed again', async () => {
    const location = await store.fresh('claims');
    const [first, second] = [
      await openStorage({ ...location, webhook: true }),
      await openStorage({ ...location, webhook: true }),
    ];
    for (let index = 0; index < 30; index += 1) await first.storeContact(contact(`Claim ${index}`));
    const claims = await Promise.all([
      first.outbox.claimDue(20, 60_000),
      second.outbox.claimDue(20, 60_000),
    ]);
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // Claimed rows are leased: nothing is left to claim.
    expect(await second.outbox.claimDue(20, 60_000)).toEqual([]);
    // A worker that died holding a lease: once it runs out, another worker takes the row.
    const short = await first.storeContact(contact('Short lease'));
    const [leased] = await first.outbox.claimDue(5, 200);
    expect(JSON.parse(leased!.payload)).toMatchObject({ id: short.body.id });
    expect(await second.outbox.claimDue(5, 60_000)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await second.outbox.claimDue(5, 60_000)).map((row) => row.id)).toEqual([leased!.id]);
    await first.close();
    await second.close();
  });

  it('serve refuses to start on a database it cannot use, saying which (never its password)', async () => {
    const unreachable = startIntakeProcess({
      SITE_DATABASE_URL: 'postgres://intake:s3cret-pass@127.0.0.1:1/leads',
    });
    await expect(unreachable).rejects.toThrow(
      /exited before listening \(1\)[\s\S]*Could not open the intake's PostgreSQL database postgres:\/\/intake@127\.0\.0\.1:1\/leads/,
    );
    await expect(unreachable).rejects.not.toThrow(/s3cret-pass/);
    await expect(startIntakeProcess({ SITE_DATABASE_URL: 'mysql://db/leads' })).rejects.toThrow(
      /SITE_DATABASE_URL must be a PostgreSQL URL/,
    );
  });

  it('deletes rate-limit buckets that have refilled, so they do not pile up', async () => {
    const location = await store.fresh('buckets');
    const storage = await openStorage(location);
    const limit = storage.rateLimit(60, 5);
    for (let index = 0; index < 20; index += 1) await limit.take(`192.0.2.${index}`);
    expect(await store.count(location, 'rate_limits')).toBe(20);
    // At 60 per minute a bucket is full again 5 s after its last take; none is yet.
    expect(await (limit as PostgresRateLimit).forgetIdle()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    await limit.take('192.0.2.200');
    expect(await (limit as PostgresRateLimit).forgetIdle()).toBe(20);
    expect(await store.count(location, 'rate_limits')).toBe(1);
    await storage.close();
  });
});
