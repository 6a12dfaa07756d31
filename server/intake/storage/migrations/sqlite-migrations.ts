import type Database from 'better-sqlite3';

/**
 * The SQLite schema, as numbered migrations. A file is brought up to date when
 * the intake opens it; `schema_migrations` records what was applied. Never edit
 * an applied migration: add the next number.
 */
export interface SqliteMigration {
  version: number;
  name: string;
  sql: string;
}

export const SQLITE_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    name: 'initial schema',
    // The schema as the intake created it before migrations existed: IF NOT EXISTS everywhere,
    // so on such a file this migration changes nothing and its rows stay as they are.
    sql: `
CREATE TABLE IF NOT EXISTS contact_requests (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  topic TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  budget TEXT,
  message TEXT NOT NULL,
  referred_company TEXT,
  referred_email TEXT,
  interests TEXT,
  locale TEXT NOT NULL,
  source_path TEXT,
  entry_point TEXT,
  campaign TEXT
);
CREATE INDEX IF NOT EXISTS contact_requests_created ON contact_requests (created_at);

CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  list TEXT NOT NULL DEFAULT 'insights',
  email TEXT NOT NULL COLLATE NOCASE,
  source TEXT NOT NULL,
  locale TEXT NOT NULL,
  entry_point TEXT,
  campaign TEXT,
  UNIQUE (list, email)
);
CREATE INDEX IF NOT EXISTS newsletter_created ON newsletter_subscriptions (created_at);

CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY,
  endpoint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS spam_events (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  reason TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS webhook_outbox (
  id INTEGER PRIMARY KEY,
  submission_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS webhook_outbox_due ON webhook_outbox (delivered_at, next_attempt_at);
`,
  },
];

/**
 * Applies the migrations the file lacks, in order, in one IMMEDIATE transaction:
 * it takes SQLite's write lock first, so a second process opening the same file
 * waits and then finds them applied. Returns the versions applied here.
 */
export function migrateSqlite(
  database: Database.Database,
  migrations: readonly SqliteMigration[] = SQLITE_MIGRATIONS,
): number[] {
  const migrate = database.transaction(() => {
    database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
    const applied = new Set(
      (
        database.prepare('SELECT version FROM schema_migrations').all() as Array<{
          version: number;
        }>
      ).map((row) => row.version),
    );
    const record = database.prepare(
      'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
    );
    const done: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      database.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      done.push(migration.version);
    }
    return done;
  });
  return migrate.immediate();
}
