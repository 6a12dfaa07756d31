import type { RateVerdict } from './storage/storage.ts';

/**
 * Per-client token buckets in this process's memory: `perMinute` tokens refill evenly,
 * up to `burst`. `take` answers how long to wait when the bucket is empty (for
 * Retry-After). The SQLite storage's rate limit (one process); with PostgreSQL the
 * buckets are shared by all instances (storage/postgres-rate-limit.ts).
 */
export class RateLimiter {
  private buckets = new Map<string, { tokens: number; updated: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(client: string): RateVerdict {
    const now = this.now();
    const refillPerMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, updated: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updated) * refillPerMs);
    bucket.updated = now;
    this.buckets.set(client, bucket);
    if (this.buckets.size > 50_000) this.forgetIdle(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)),
    };
  }

  /** Full buckets carry no information: drop them so memory stays bounded. */
  private forgetIdle(now: number): void {
    const refillPerMs = this.perMinute / 60_000;
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * refillPerMs >= this.burst)
        this.buckets.delete(client);
    }
  }
}
