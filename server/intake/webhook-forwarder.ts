import type { IntakeDatabase } from './database.ts';

export interface ForwarderOptions {
  url: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  now?: () => number;
  /** Time between polls when idle. */
  intervalMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** Backoff after the n-th failed attempt: 2 s, 4 s, 8 s … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 1000 * 2 ** Math.min(attempts, 22));
}

/**
 * Forwards every stored submission to SITE_FORMS_WEBHOOK from the outbox table.
 * It runs beside the server, never in a visitor's request: a slow or broken
 * webhook cannot delay or fail an answer, and undelivered rows stay in the
 * outbox for the next attempt (also after a restart), so no lead is lost.
 */
export class WebhookForwarder {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  private readonly due;
  private readonly delivered;
  private readonly failed;

  constructor(
    database: IntakeDatabase,
    private readonly options: ForwarderOptions,
  ) {
    this.due = database.prepare(
      'SELECT id, payload, attempts FROM webhook_outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 25',
    );
    this.delivered = database.prepare(
      'UPDATE webhook_outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
    );
    this.failed = database.prepare(
      'UPDATE webhook_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
    );
  }

  start(): void {
    this.schedule(0);
  }

  /** A submission was stored: deliver soon. */
  poke(): void {
    if (!this.running) this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.deliverDue(), delay);
    this.timer.unref();
  }

  /** Delivers every row that is due; resolves with how many were delivered. */
  async deliverDue(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    const now = this.options.now ?? Date.now;
    let delivered = 0;
    try {
      const rows = this.due.all(new Date(now()).toISOString()) as Array<{
        id: number;
        payload: string;
        attempts: number;
      }>;
      for (const row of rows) {
        try {
          const response = await (this.options.fetch ?? fetch)(this.options.url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: row.payload,
            signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
          });
          if (!response.ok) throw new Error(`webhook answered ${response.status}`);
          this.delivered.run(new Date(now()).toISOString(), row.id);
          delivered += 1;
        } catch (error) {
          const next = new Date(now() + backoffMs(row.attempts + 1)).toISOString();
          this.failed.run(next, String((error as Error).message ?? error).slice(0, 500), row.id);
          this.options.log?.(
            `webhook delivery ${row.id} failed (attempt ${row.attempts + 1}), retrying at ${next}`,
          );
        }
      }
      return delivered;
    } finally {
      this.running = false;
      this.schedule(this.options.intervalMs ?? 15_000);
    }
  }
}
