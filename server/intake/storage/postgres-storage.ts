import pg from 'pg';
import { migratePostgres } from './migrations/postgres-migrations.ts';
import { PostgresRateLimit } from './postgres-rate-limit.ts';
import { storeSubmission, type Submission } from './postgres-submissions.ts';
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
  type StoredAnswer,
  type WebhookOutbox,
} from './storage.ts';

export interface PostgresStorageOptions {
  /** Queue webhook deliveries in the outbox with every stored submission. */
  webhook?: boolean;
  /** Connections per intake instance. */
  poolSize?: number;
  log?: (line: string) => void;
}

/** The URL without its password or parameters, for logs: postgres://intake@db.internal:5432/leads. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `postgres://${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

/** A column value as `leads export` prints it: text, ISO time, or JSON text. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  // jsonb columns arrive parsed; numbers and booleans as themselves.
  return JSON.stringify(value);
}

/**
 * Storage in PostgreSQL (SITE_DATABASE_URL): any number of intake instances share one
 * database. Uniqueness and idempotency are constraints there, the rate limit's buckets
 * live there, and the webhook outbox hands each row to one worker at a time.
 */
export class PostgresStorage implements IntakeStorage {
  readonly kind = 'postgres';
  readonly outbox: WebhookOutbox;
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly pool: pg.Pool,
    readonly location: string,
    readonly appliedMigrations: readonly number[],
    private readonly options: PostgresStorageOptions,
  ) {
    this.outbox = postgresOutbox(pool);
  }

  /** Connects and brings the schema up to date (migrations); rejects when either fails. */
  static async open(url: string, options: PostgresStorageOptions = {}): Promise<PostgresStorage> {
    const log = options.log ?? ((line: string) => console.warn(line));
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      // A stuck request must not hold an idempotency key or an e-mail's row lock for long.
      idle_in_transaction_session_timeout: 30_000,
      statement_timeout: 30_000,
      application_name: 'fernhill-intake',
      // Acknowledged means on disk, whatever the server's default: COMMIT waits for the WAL flush.
      options: '-c synchronous_commit=on',
    });
    // A pooled connection that breaks while idle (the server restarted) is dropped and replaced.
    pool.on('error', (error) => log(`database: an idle connection failed (${error.message})`));
    try {
      const applied = await migratePostgres(pool);
      return new PostgresStorage(pool, describePostgresUrl(url), applied, options);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
  }

  storeContact: IntakeStorage['storeContact'] = (record, idempotencyKey) =>
    this.submit({ kind: 'contact', record, idempotencyKey });

  storeSubscription: IntakeStorage['storeSubscription'] = (record, idempotencyKey) =>
    this.submit({ kind: 'newsletter', record, idempotencyKey });

  async countSpam(endpoint: string, reason: string): Promise<void> {
    await this.track(
      this.pool.query('INSERT INTO spam_events (endpoint, reason) VALUES ($1, $2)', [
        endpoint,
        reason,
      ]),
    );
  }

  rateLimit(perMinute: number, burst: number): RateLimit {
    return new PostgresRateLimit(this.pool, perMinute, burst, this.options.log);
  }

  async exportLeads(since?: Date): Promise<LeadRows> {
    const select = async (table: string, columns: readonly string[]) => {
      const { rows } = await this.pool.query<Record<string, unknown>>(
        `SELECT ${columns.join(', ')} FROM ${table} WHERE created_at >= $1 ORDER BY created_at, arrival`,
        [since ?? '-infinity'],
      );
      return rows.map((row): LeadRow =>
        Object.fromEntries(columns.map((column) => [column, asText(row[column])])),
      );
    };
    return {
      contactRequests: await select('contact_requests', CONTACT_COLUMNS),
      newsletterSubscriptions: await select('newsletter_subscriptions', NEWSLETTER_COLUMNS),
    };
  }

  async stats(): Promise<LeadStats> {
    const count = async (sql: string) =>
      (await this.pool.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
    const grouped = async (sql: string) => (await this.pool.query<CountBy>(sql)).rows;
    return {
      contactRequests: await count('SELECT COUNT(*)::int AS n FROM contact_requests'),
      contactRequestsLast7Days: await count(
        "SELECT COUNT(*)::int AS n FROM contact_requests WHERE created_at >= now() - interval '7 days'",
      ),
      contactByTopic: await grouped(
        'SELECT topic AS key, COUNT(*)::int AS n FROM contact_requests GROUP BY topic ORDER BY n DESC, key',
      ),
      contactByLocale: await grouped(
        'SELECT locale AS key, COUNT(*)::int AS n FROM contact_requests GROUP BY locale ORDER BY n DESC, key',
      ),
      newsletterSubscriptions: await count(
        'SELECT COUNT(*)::int AS n FROM newsletter_subscriptions',
      ),
      newsletterBySource: await grouped(
        'SELECT source AS key, COUNT(*)::int AS n FROM newsletter_subscriptions GROUP BY source ORDER BY n DESC, key',
      ),
      spam: await count('SELECT COUNT(*)::int AS n FROM spam_events'),
      spamByReason: await grouped(
        'SELECT reason AS key, COUNT(*)::int AS n FROM spam_events GROUP BY reason ORDER BY n DESC, key',
      ),
      webhookDelivered: await count(
        'SELECT COUNT(*)::int AS n FROM webhook_outbox WHERE delivered_at IS NOT NULL',
      ),
      webhookWaiting: await count(
        'SELECT COUNT(*)::int AS n FROM webhook_outbox WHERE delivered_at IS NULL',
      ),
    };
  }

  async ping(): Promise<void> {
    if (this.closing) throw new Error('The intake storage is closed.');
    await this.pool.query('SELECT 1');
  }

  /** Lets the submissions in flight commit and answer, then closes the connections. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
      await this.pool.end();
    })();
    return this.closing;
  }

  private submit(submission: Submission): Promise<StoredAnswer> {
    if (this.closing) return Promise.reject(new Error('The intake storage is closed.'));
    return this.track(
      storeSubmission(this.pool, submission, { webhook: Boolean(this.options.webhook) }),
    );
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const forget = () => this.inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }
}

/**
 * The outbox shared by every instance. A claim sets a lease (locked_until) on due rows
 * picked with FOR UPDATE SKIP LOCKED, in one statement: two workers claiming together get
 * different rows, and a row stays with its worker until marked or until the lease runs out
 * (the worker died mid-delivery: then another delivers it). Times are the database's.
 */
function postgresOutbox(pool: pg.Pool): WebhookOutbox {
  return {
    async claimDue(limit, leaseMs) {
      const { rows } = await pool.query<{ id: string; payload: unknown; attempts: number }>(
        `UPDATE webhook_outbox SET locked_until = now() + make_interval(secs => $2::float8 / 1000)
         WHERE id IN (
           SELECT id FROM webhook_outbox
           WHERE delivered_at IS NULL AND next_attempt_at <= now()
             AND (locked_until IS NULL OR locked_until <= now())
           ORDER BY id LIMIT $1
           FOR UPDATE SKIP LOCKED)
         RETURNING id, payload, attempts`,
        [limit, leaseMs],
      );
      return rows
        .map((row): OutboxRow => ({
          id: String(row.id),
          payload: JSON.stringify(row.payload),
          attempts: row.attempts,
        }))
        .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
    },
    async markDelivered(id) {
      await pool.query(
        'UPDATE webhook_outbox SET delivered_at = now(), attempts = attempts + 1, last_error = NULL, locked_until = NULL WHERE id = $1',
        [id],
      );
    },
    async markFailed(id, retryInMs, error) {
      await pool.query(
        `UPDATE webhook_outbox SET attempts = attempts + 1, last_error = $3, locked_until = NULL,
           next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
         WHERE id = $1`,
        [id, retryInMs, error],
      );
    },
  };
}
