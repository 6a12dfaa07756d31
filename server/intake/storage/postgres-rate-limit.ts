import type pg from 'pg';
import type { RateLimit, RateVerdict } from './storage.ts';

/** The bucket's tokens now: what it held, refilled for the time since, at most `burst` ($3). */
const REFILLED =
  'least($3::float8, bucket.tokens + extract(epoch from now() - bucket.updated_at)::float8 * $2::float8)';

/**
 * Takes a token from the client's bucket in one statement, so instances taking at the
 * same moment queue on the row and each sees the other's take. A new client starts with
 * a full bucket less this request. `granted` records whether this take got a token:
 * RETURNING sees only the row as written. Times are the database's, one clock for all.
 */
const TAKE = `
INSERT INTO rate_limits AS bucket (client, tokens, updated_at, granted)
VALUES ($1, $3::float8 - 1, now(), true)
ON CONFLICT (client) DO UPDATE SET
  tokens = ${REFILLED} - CASE WHEN ${REFILLED} >= 1 THEN 1 ELSE 0 END,
  updated_at = now(),
  granted = ${REFILLED} >= 1
RETURNING tokens, granted`;

/** A bucket left alone this long has refilled completely: it carries no information. */
const FORGET_FULL = 'DELETE FROM rate_limits WHERE updated_at < now() - make_interval(secs => $1)';
const SWEEP_EVERY_MS = 60_000;

/**
 * The rate limit kept in PostgreSQL: one bucket per client shared by every intake on the
 * database, with the same refill and burst as the in-memory one (rate-limiter.ts).
 */
export class PostgresRateLimit implements RateLimit {
  private lastSweep = Date.now();
  private readonly perSecond: number;

  constructor(
    private readonly pool: pg.Pool,
    perMinute: number,
    private readonly burst: number,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.perSecond = perMinute / 60;
  }

  async take(client: string): Promise<RateVerdict> {
    this.sweepNowAndThen();
    const { rows } = await this.pool.query<{ tokens: number; granted: boolean }>(TAKE, [
      client,
      this.perSecond,
      this.burst,
    ]);
    const bucket = rows[0]!;
    if (bucket.granted) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond)),
    };
  }

  /** Old buckets must not pile up: once a minute, per instance, full ones are deleted. */
  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    this.pool
      .query(FORGET_FULL, [this.burst / this.perSecond])
      .catch((error: Error) =>
        this.log(`rate limit: could not delete idle buckets (${error.message})`),
      );
  }

  /** Deletes the buckets that are full again now (also what the periodic sweep does). */
  async forgetIdle(): Promise<number> {
    const result = await this.pool.query(FORGET_FULL, [this.burst / this.perSecond]);
    return result.rowCount ?? 0;
  }
}
