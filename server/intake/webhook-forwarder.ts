import type { OutboxRow, WebhookOutbox } from './storage/storage.ts';

export interface ForwarderOptions {
  url: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  /** Time between polls when idle. */
  intervalMs?: number;
  timeoutMs?: number;
  /** The wait before another attempt after the n-th failed one (backoffMs); injected in tests. */
  backoff?: (attempts: number) => number;
  log?: (line: string) => void;
}

/** Backoff after the n-th failed attempt: 2 s, 4 s, 8 s … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 1000 * 2 ** Math.min(attempts, 22));
}

/** Rows claimed at a time. */
const BATCH = 25;

/**
 * Forwards every stored submission to SITE_FORMS_WEBHOOK from the outbox table.
 * It runs beside the server, never in a visitor's request: a slow or broken
 * webhook cannot delay or fail an answer, and undelivered rows stay in the
 * outbox for the next attempt (also after a restart), so no lead is lost.
 * Several instances may forward from one PostgreSQL outbox: each claimed row is
 * delivered by one of them (storage/postgres-storage.ts).
 */
export class WebhookForwarder {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  /** Poked during a round: claim once more before sleeping, so the new row does not wait a poll. */
  private poked = false;
  private current: Promise<number> | undefined;

  constructor(
    private readonly outbox: WebhookOutbox,
    private readonly options: ForwarderOptions,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** A submission was stored: deliver soon. */
  poke(): void {
    if (this.running) this.poked = true;
    else this.schedule(0);
  }

  /** No new rounds; resolves when the round under way (if any) has marked its rows. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.deliverDue(), delay);
    this.timer.unref();
  }

  /** Delivers every row that is due; resolves with how many were delivered. */
  deliverDue(): Promise<number> {
    if (this.running) return Promise.resolve(0);
    this.running = true;
    this.current = this.deliverRounds();
    return this.current;
  }

  private async deliverRounds(): Promise<number> {
    const timeoutMs = this.options.timeoutMs ?? 5000;
    let delivered = 0;
    try {
      // A full batch may mean more are due: claim again until the outbox has none.
      let more = true;
      while (more && !this.stopped) {
        this.poked = false;
        // The lease outlasts delivering the whole batch, so no other instance takes a row meanwhile.
        const rows = await this.outbox.claimDue(BATCH, BATCH * timeoutMs + 30_000);
        delivered += await this.deliver(rows, timeoutMs);
        more = rows.length === BATCH || this.poked;
      }
      return delivered;
    } catch (error) {
      // The database is away: the rows stay in the outbox for the next round.
      this.options.log?.(`webhook forwarding paused: ${(error as Error).message}`);
      return delivered;
    } finally {
      this.running = false;
      this.schedule(this.options.intervalMs ?? 15_000);
    }
  }

  private async deliver(rows: OutboxRow[], timeoutMs: number): Promise<number> {
    let delivered = 0;
    for (const row of rows) {
      let failure: string | undefined;
      try {
        const response = await (this.options.fetch ?? fetch)(this.options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: row.payload,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) failure = `webhook answered ${response.status}`;
      } catch (error) {
        failure = String((error as Error).message ?? error).slice(0, 500);
      }
      if (failure === undefined) {
        await this.outbox.markDelivered(row.id);
        delivered += 1;
      } else {
        const retryInMs = (this.options.backoff ?? backoffMs)(row.attempts + 1);
        await this.outbox.markFailed(row.id, retryInMs, failure);
        this.options.log?.(
          `webhook delivery ${row.id} failed (attempt ${row.attempts + 1}), retrying in ${Math.round(retryInMs / 1000)} s`,
        );
      }
    }
    return delivered;
  }
}
