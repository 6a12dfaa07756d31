import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The intake's durable store: one SQLite file in the data folder (SITE_DATA_DIR,
 * default ./data), in WAL mode. A submission is acknowledged only after the
 * transaction that stored it has committed.
 */
export type IntakeDatabase = Database.Database;

const SCHEMA = `
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
`;

export const DATABASE_FILE = 'intake.sqlite';

export function openIntakeDatabase(dataDir: string): IntakeDatabase {
  mkdirSync(dataDir, { recursive: true });
  const database = new Database(path.join(dataDir, DATABASE_FILE));
  database.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the visitor gets 201 (group commit keeps this fast).
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.exec(SCHEMA);
  return database;
}
