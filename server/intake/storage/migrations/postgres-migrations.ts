import type pg from 'pg';
import { inTransaction } from '../postgres-transaction.ts';

/**
 * The PostgreSQL schema, as numbered migrations, applied when an intake starts.
 * `schema_migrations` records what was applied. Never edit an applied migration:
 * add the next number.
 */
export interface PostgresMigration {
  version: number;
  name: string;
  sql: string;
}

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 1,
    name: 'initial schema',
    // The SQLite schema in PostgreSQL's types. Newsletter e-mails are unique per list whatever
    // their case (the intake lower-cases them too); ids answered to visitors are UUIDs.
    sql: `
CREATE TABLE contact_requests (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  topic text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  company text,
  budget text,
  message text NOT NULL,
  referred_company text,
  referred_email text,
  interests jsonb,
  locale text NOT NULL,
  source_path text,
  entry_point text,
  campaign jsonb
);
CREATE INDEX contact_requests_created ON contact_requests (created_at);

CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  list text NOT NULL DEFAULT 'insights',
  email text NOT NULL,
  source text NOT NULL,
  locale text NOT NULL,
  entry_point text,
  campaign jsonb
);
CREATE UNIQUE INDEX newsletter_list_email ON newsletter_subscriptions (list, lower(email));
CREATE INDEX newsletter_created ON newsletter_subscriptions (created_at);

-- status and body are null only inside the transaction that claimed the key: a second
-- claim of the same key waits for that transaction and then reads its answer.
CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  endpoint text NOT NULL,
  status smallint,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE spam_events (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  endpoint text NOT NULL,
  reason text NOT NULL
);

CREATE TABLE webhook_outbox (
  id bigserial PRIMARY KEY,
  submission_id uuid NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  delivered_at timestamptz
);
CREATE INDEX webhook_outbox_due ON webhook_outbox (next_attempt_at) WHERE delivered_at IS NULL;
`,
  },
  {
    version: 2,
    name: 'shared rate limit and outbox lease',
    // Several instances: the rate limit's buckets live here, and a claimed outbox row carries a
    // lease so no other worker delivers it meanwhile. rate_limits is UNLOGGED: no WAL flush per
    // request; after a crash of the database the buckets start full again, which is harmless.
    sql: `
ALTER TABLE webhook_outbox ADD COLUMN locked_until timestamptz;

CREATE UNLOGGED TABLE rate_limits (
  client text PRIMARY KEY,
  tokens double precision NOT NULL,
  updated_at timestamptz NOT NULL,
  granted boolean NOT NULL
);
CREATE INDEX rate_limits_updated ON rate_limits (updated_at);
`,
  },
  {
    version: 3,
    name: 'arrival order of leads',
    // created_at has the intake's millisecond: two leads stored in the same one tie, and ids are
    // random UUIDs, so the export listed them in either order. A sequence numbers them as they
    // arrive (existing rows in their stored order).
    sql: `
ALTER TABLE contact_requests ADD COLUMN arrival bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE newsletter_subscriptions ADD COLUMN arrival bigint GENERATED ALWAYS AS IDENTITY;
`,
  },
];

/** Any fixed number: the advisory lock every intake takes to migrate ("fernhill" on a keypad). */
export const MIGRATION_LOCK = 33_764_455;

/**
 * Applies the migrations the database lacks, in order, in one transaction that first takes
 * a transaction-level advisory lock: intakes starting together against one database migrate
 * one after the other, and the later ones find nothing left to do. PostgreSQL's DDL is
 * transactional, so a failed migration leaves no half-applied schema. Returns the versions
 * applied here.
 */
export async function migratePostgres(
  pool: pg.Pool,
  migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS,
): Promise<number[]> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    const done: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
