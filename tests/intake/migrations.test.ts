import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migratePostgres,
  POSTGRES_MIGRATIONS,
} from '../../server/intake/storage/migrations/postgres-migrations.ts';
import { PostgresStorage } from '../../server/intake/storage/postgres-storage.ts';
import { DATABASE_FILE, SqliteStorage } from '../../server/intake/storage/sqlite-storage.ts';
import { startPostgres, type RunningPostgres } from '../support/postgres.ts';

/**
 * The schema as the intake created it before migrations existed (server/intake/database.ts
 * until issue 21): what a SQLite file in a running deployment looks like today.
 */
const SCHEMA_BEFORE_MIGRATIONS = `
CREATE TABLE IF NOT EXISTS contact_requests (
  id TEXT PRIMARY KEY, created_at TEXT NOT NULL, topic TEXT NOT NULL, name TEXT NOT NULL,
  email TEXT NOT NULL, company TEXT, budget TEXT, message TEXT NOT NULL, referred_company TEXT,
  referred_email TEXT, interests TEXT, locale TEXT NOT NULL, source_path TEXT, entry_point TEXT,
  campaign TEXT
);
CREATE INDEX IF NOT EXISTS contact_requests_created ON contact_requests (created_at);
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id TEXT PRIMARY KEY, created_at TEXT NOT NULL, list TEXT NOT NULL DEFAULT 'insights',
  email TEXT NOT NULL COLLATE NOCASE, source TEXT NOT NULL, locale TEXT NOT NULL,
  entry_point TEXT, campaign TEXT, UNIQUE (list, email)
);
CREATE INDEX IF NOT EXISTS newsletter_created ON newsletter_subscriptions (created_at);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY, endpoint TEXT NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS spam_events (
  id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, endpoint TEXT NOT NULL, reason TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS webhook_outbox (
  id INTEGER PRIMARY KEY, submission_id TEXT NOT NULL, kind TEXT NOT NULL, payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, last_error TEXT,
  delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS webhook_outbox_due ON webhook_outbox (delivered_at, next_attempt_at);
`;

describe('SQLite migrations', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'fernhill-migrate-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('picks up a file made before migrations with every row, and keeps its rules', async () => {
    const dataDir = path.join(folder, 'old');
    // A file as today's intake leaves it: the old schema, rows in its tables, WAL mode.
    mkdirSync(dataDir, { recursive: true });
    const file = new Database(path.join(dataDir, DATABASE_FILE));
    file.pragma('journal_mode = WAL');
    file.exec(SCHEMA_BEFORE_MIGRATIONS);
    file
      .prepare(
        `INSERT INTO contact_requests (id, created_at, topic, name, email, message, locale, campaign)
         VALUES ('old-contact', '2026-10-01T09:00:00.000Z', 'project', 'Ada Lovelace', 'ada@example.com', 'Engines.', 'en', '{"source":"google"}')`,
      )
      .run();
    file
      .prepare(
        `INSERT INTO newsletter_subscriptions (id, created_at, email, source, locale)
         VALUES ('old-reader', '2026-10-02T09:00:00.000Z', 'Reader@Example.com', 'footer', 'de')`,
      )
      .run();
    file
      .prepare(
        `INSERT INTO idempotency_keys (key, endpoint, status, body, created_at)
         VALUES ('/api/contact:old-key', '/api/contact', 201, '{"id":"old-contact"}', '2026-10-01T09:00:00.000Z')`,
      )
      .run();
    file
      .prepare(
        `INSERT INTO spam_events (created_at, endpoint, reason) VALUES ('2026-10-03T09:00:00.000Z', '/api/contact', 'honeypot')`,
      )
      .run();
    file.close();

    const storage = new SqliteStorage(dataDir);
    expect(storage.appliedMigrations).toEqual([1]);
    expect(storage.database.prepare('SELECT version FROM schema_migrations').all()).toEqual([
      { version: 1 },
    ]);
    const leads = await storage.exportLeads();
    expect(leads.contactRequests).toEqual([
      expect.objectContaining({
        id: 'old-contact',
        name: 'Ada Lovelace',
        campaign: '{"source":"google"}',
      }),
    ]);
    expect(leads.newsletterSubscriptions).toEqual([
      expect.objectContaining({ id: 'old-reader', email: 'Reader@Example.com' }),
    ]);
    expect(await storage.stats()).toMatchObject({ spam: 1, contactRequests: 1 });
    // The old rows still decide: a retried key gets its old answer, the address is taken.
    expect(
      await storage.storeContact(
        {
          topic: 'project',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: 'Again.',
          locale: 'en',
        },
        'old-key',
      ),
    ).toEqual({ status: 201, body: { id: 'old-contact' } });
    expect(
      await storage.storeSubscription({
        email: 'reader@example.com',
        source: 'footer',
        locale: 'en',
      }),
    ).toEqual({ status: 200, body: { id: 'old-reader', duplicate: true } });
    await storage.close();

    // Started again: nothing left to apply, nothing applied twice.
    const again = new SqliteStorage(dataDir);
    expect(again.appliedMigrations).toEqual([]);
    expect(again.database.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({
      n: 1,
    });
    expect(await again.stats()).toMatchObject({ contactRequests: 1, newsletterSubscriptions: 1 });
    await again.close();
  });

  it('creates a new file at the latest version, and applies nothing when started twice', async () => {
    const dataDir = path.join(folder, 'new');
    const first = new SqliteStorage(dataDir);
    expect(first.appliedMigrations).toEqual([1]);
    await first.close();
    const second = new SqliteStorage(dataDir);
    expect(second.appliedMigrations).toEqual([]);
    await second.close();
  });
});

describe('PostgreSQL migrations', () => {
  let server: RunningPostgres;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(() => server?.stop());

  const versions = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (
        await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY 1')
      ).rows.map((row) => row.version);
    } finally {
      await client.end();
    }
  };

  it('six instances starting at once on an empty database: each migration is applied once, by one of them', async () => {
    const url = await server.createDatabase('together');
    const storages = await Promise.all(Array.from({ length: 6 }, () => PostgresStorage.open(url)));
    const applied = storages.flatMap((storage) => storage.appliedMigrations).sort();
    expect(applied).toEqual(POSTGRES_MIGRATIONS.map((migration) => migration.version));
    expect(storages.filter((storage) => storage.appliedMigrations.length > 0)).toHaveLength(1);
    expect(await versions(url)).toEqual([1, 2, 3]);
    await Promise.all(storages.map((storage) => storage.close()));
    // And once more, later: nothing to do.
    const later = await PostgresStorage.open(url);
    expect(later.appliedMigrations).toEqual([]);
    await later.close();
  });

  it('a failing migration leaves no trace: neither its version nor half its changes', async () => {
    const url = await server.createDatabase('failing');
    const pool = new pg.Pool({ connectionString: url });
    try {
      await expect(
        migratePostgres(pool, [
          ...POSTGRES_MIGRATIONS,
          {
            version: POSTGRES_MIGRATIONS.length + 1,
            name: 'broken',
            sql: 'CREATE TABLE half_done (id int); SELECT no_such_column FROM half_done;',
          },
        ]),
      ).rejects.toThrow(/no_such_column/);
      const { rows } = await pool.query<{ name: string | null }>(
        "SELECT to_regclass('half_done') AS name",
      );
      expect(rows[0]!.name).toBeNull();
      // All in one transaction: the earlier versions were rolled back with it, and apply cleanly later.
      expect((await pool.query("SELECT to_regclass('schema_migrations') AS name")).rows[0]).toEqual(
        { name: null },
      );
      expect(await migratePostgres(pool)).toEqual([1, 2, 3]);
      expect(await versions(url)).toEqual([1, 2, 3]);
    } finally {
      await pool.end();
    }
  });
});
