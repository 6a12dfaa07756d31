import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { RateLimiter } from '../rate-limiter.ts';
import { migrateSqlite } from './migrations/sqlite-migrations.ts';
import { SqliteSubmissionWriter } from './sqlite-submissions.ts';
import {
  CONTACT_COLUMNS,
  NEWSLETTER_COLUMNS,
  type CountBy,
  type IntakeStorage,
  type LeadRow,
  type LeadRows,
  type LeadStats,
  type OutboxRow,
  type RateLimit,
  type WebhookOutbox,
} from './storage.ts';

export const DATABASE_FILE = 'intake.sqlite';

/**
 * The default storage: one SQLite file in the data folder (SITE_DATA_DIR, default
 * ./data), in WAL mode, for one intake process. Embedded, nothing to set up.
 */
export class SqliteStorage implements IntakeStorage {
  readonly kind = 'sqlite';
  readonly location: string;
  readonly appliedMigrations: readonly number[];
  readonly outbox: WebhookOutbox;
  /** The open file, for tests and tools that read it directly. */
  readonly database: Database.Database;
  private readonly writer: SqliteSubmissionWriter;
  private readonly spam;
  private readonly now: () => Date;
  private closed = false;

  constructor(dataDir: string, options: { webhook?: boolean; now?: () => Date } = {}) {
    this.now = options.now ?? (() => new Date());
    mkdirSync(dataDir, { recursive: true });
    this.location = path.join(dataDir, DATABASE_FILE);
    const database = new Database(this.location);
    this.database = database;
    database.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before the visitor gets 201 (group commit keeps this fast).
    database.pragma('synchronous = FULL');
    database.pragma('busy_timeout = 5000');
    this.appliedMigrations = migrateSqlite(database);
    this.writer = new SqliteSubmissionWriter(database, {
      webhook: Boolean(options.webhook),
      now: this.now,
    });
    this.spam = database.prepare(
      'INSERT INTO spam_events (created_at, endpoint, reason) VALUES (?, ?, ?)',
    );
    this.outbox = sqliteOutbox(database, this.now);
  }

  storeContact: IntakeStorage['storeContact'] = (record, idempotencyKey) =>
    this.closed ? closedError() : this.writer.store({ kind: 'contact', record, idempotencyKey });

  storeSubscription: IntakeStorage['storeSubscription'] = (record, idempotencyKey) =>
    this.closed ? closedError() : this.writer.store({ kind: 'newsletter', record, idempotencyKey });

  countSpam(endpoint: string, reason: string): Promise<void> {
    if (this.closed) return closedError();
    this.spam.run(this.now().toISOString(), endpoint, reason);
    return Promise.resolve();
  }

  /** One process: the buckets stay in its memory. */
  rateLimit(perMinute: number, burst: number): RateLimit {
    const limiter = new RateLimiter(perMinute, burst);
    return { take: (client) => Promise.resolve(limiter.take(client)) };
  }

  exportLeads(since?: Date): Promise<LeadRows> {
    const from = since ? since.toISOString() : '0000';
    const select = (table: string, columns: readonly string[]) =>
      this.database
        .prepare(
          // Leads stored in the same millisecond in the order they arrived (rowid).
          `SELECT ${columns.join(', ')} FROM ${table} WHERE created_at >= ? ORDER BY created_at, rowid`,
        )
        .all(from) as LeadRow[];
    return Promise.resolve({
      contactRequests: select('contact_requests', CONTACT_COLUMNS),
      newsletterSubscriptions: select('newsletter_subscriptions', NEWSLETTER_COLUMNS),
    });
  }

  stats(): Promise<LeadStats> {
    const count = (sql: string) => (this.database.prepare(sql).get() as { n: number }).n;
    const grouped = (sql: string) => this.database.prepare(sql).all() as CountBy[];
    return Promise.resolve({
      contactRequests: count('SELECT COUNT(*) AS n FROM contact_requests'),
      contactRequestsLast7Days: count(
        "SELECT COUNT(*) AS n FROM contact_requests WHERE created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-7 days')",
      ),
      contactByTopic: grouped(
        'SELECT topic AS key, COUNT(*) AS n FROM contact_requests GROUP BY topic ORDER BY n DESC, key',
      ),
      contactByLocale: grouped(
        'SELECT locale AS key, COUNT(*) AS n FROM contact_requests GROUP BY locale ORDER BY n DESC, key',
      ),
      newsletterSubscriptions: count('SELECT COUNT(*) AS n FROM newsletter_subscriptions'),
      newsletterBySource: grouped(
        'SELECT source AS key, COUNT(*) AS n FROM newsletter_subscriptions GROUP BY source ORDER BY n DESC, key',
      ),
      spam: count('SELECT COUNT(*) AS n FROM spam_events'),
      spamByReason: grouped(
        'SELECT reason AS key, COUNT(*) AS n FROM spam_events GROUP BY reason ORDER BY n DESC, key',
      ),
      webhookDelivered: count(
        'SELECT COUNT(*) AS n FROM webhook_outbox WHERE delivered_at IS NOT NULL',
      ),
      webhookWaiting: count('SELECT COUNT(*) AS n FROM webhook_outbox WHERE delivered_at IS NULL'),
    });
  }

  ping(): Promise<void> {
    if (this.closed) return closedError();
    try {
      this.database.prepare('SELECT 1').get();
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.writer.drain();
    this.database.close();
  }
}

const closedError = () => Promise.reject(new Error('The intake storage is closed.'));

/**
 * The outbox of one process: its forwarder never runs twice at once, so a plain
 * SELECT of due rows is a claim (no lease needed).
 */
function sqliteOutbox(database: Database.Database, now: () => Date): WebhookOutbox {
  const due = database.prepare(
    'SELECT id, payload, attempts FROM webhook_outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?',
  );
  const delivered = database.prepare(
    'UPDATE webhook_outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  );
  const failed = database.prepare(
    'UPDATE webhook_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  );
  return {
    claimDue: (limit) =>
      Promise.resolve(
        (
          due.all(now().toISOString(), limit) as Array<{
            id: number;
            payload: string;
            attempts: number;
          }>
        ).map((row): OutboxRow => ({ ...row, id: String(row.id) })),
      ),
    markDelivered: (id) => {
      delivered.run(now().toISOString(), Number(id));
      return Promise.resolve();
    },
    markFailed: (id, retryInMs, error) => {
      failed.run(new Date(now().getTime() + retryInMs).toISOString(), error, Number(id));
      return Promise.resolve();
    },
  };
}
