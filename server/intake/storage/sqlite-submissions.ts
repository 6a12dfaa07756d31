import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  DEFAULT_LIST,
  endpointOf,
  webhookPayload,
  type ContactRecord,
  type NewsletterRecord,
  type StoredAnswer,
} from './storage.ts';

type Job =
  | { kind: 'contact'; record: ContactRecord; idempotencyKey?: string }
  | { kind: 'newsletter'; record: NewsletterRecord; idempotencyKey?: string };

interface Pending {
  job: Job;
  resolve: (answer: StoredAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes submissions to SQLite with group commit: submissions arriving together share
 * one transaction (one fsync), and each promise resolves only after that commit.
 * Idempotency keys, the webhook outbox row and the submission itself are written in
 * the same transaction, so they can never disagree. SQLite has one writer at a time,
 * so checking a key or an e-mail and then inserting cannot race.
 */
export class SqliteSubmissionWriter {
  private pending: Pending[] = [];
  private flushing: Promise<void> | undefined;
  private readonly statements;

  constructor(
    private readonly database: Database.Database,
    private readonly options: { webhook: boolean; now: () => Date },
  ) {
    this.statements = {
      findKey: database.prepare('SELECT status, body FROM idempotency_keys WHERE key = ?'),
      saveKey: database.prepare(
        'INSERT INTO idempotency_keys (key, endpoint, status, body, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      insertContact: database.prepare(
        `INSERT INTO contact_requests (id, created_at, topic, name, email, company, budget, message, referred_company, referred_email, interests, locale, source_path, entry_point, campaign)
         VALUES (@id, @createdAt, @topic, @name, @email, @company, @budget, @message, @referredCompany, @referredEmail, @interests, @locale, @sourcePath, @entryPoint, @campaign)`,
      ),
      insertSubscription: database.prepare(
        `INSERT INTO newsletter_subscriptions (id, created_at, list, email, source, locale, entry_point, campaign)
         VALUES (@id, @createdAt, @list, @email, @source, @locale, @entryPoint, @campaign)
         ON CONFLICT (list, email) DO NOTHING`,
      ),
      findSubscription: database.prepare(
        'SELECT id FROM newsletter_subscriptions WHERE list = ? AND email = ?',
      ),
      enqueueWebhook: database.prepare(
        'INSERT INTO webhook_outbox (submission_id, kind, payload, next_attempt_at) VALUES (?, ?, ?, ?)',
      ),
    };
  }

  store(job: Job): Promise<StoredAnswer> {
    return new Promise((resolve, reject) => {
      this.pending.push({ job, resolve, reject });
      this.flushing ??= new Promise<void>((done) =>
        setImmediate(() => {
          this.flushing = undefined;
          this.flush();
          done();
        }),
      );
    });
  }

  /** Resolves once the submissions handed in so far are committed (or failed). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private now(): string {
    return this.options.now().toISOString();
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    const answers: StoredAnswer[] = [];
    try {
      this.database.transaction(() => {
        for (const { job } of batch) answers.push(this.apply(job));
      })();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad submission must not cost the others theirs: each gets a transaction of its own.
      for (const pending of batch) {
        try {
          pending.resolve(this.database.transaction(() => this.apply(pending.job))());
        } catch (own) {
          pending.reject(own);
        }
      }
      return;
    }
    batch.forEach((pending, index) => pending.resolve(answers[index]!));
  }

  private apply(job: Job): StoredAnswer {
    const endpoint = endpointOf(job.kind);
    const key = job.idempotencyKey ? `${endpoint}:${job.idempotencyKey}` : undefined;
    if (key) {
      const previous = this.statements.findKey.get(key) as
        { status: 200 | 201; body: string } | undefined;
      if (previous)
        return { status: previous.status, body: JSON.parse(previous.body) as StoredAnswer['body'] };
    }
    const createdAt = this.now();
    const id = randomUUID();
    const context = {
      locale: job.record.locale,
      sourcePath: job.record.sourcePath ?? null,
      entryPoint: job.record.entryPoint ?? null,
      campaign: job.record.campaign ? JSON.stringify(job.record.campaign) : null,
    };
    let answer: StoredAnswer;
    if (job.kind === 'contact') {
      const record = job.record;
      this.statements.insertContact.run({
        id,
        createdAt,
        topic: record.topic,
        name: record.name,
        email: record.email,
        company: record.company ?? null,
        budget: record.budget ?? null,
        message: record.message,
        referredCompany: record.referredCompany ?? null,
        referredEmail: record.referredEmail ?? null,
        interests: record.interests ? JSON.stringify(record.interests) : null,
        ...context,
      });
      answer = { status: 201, body: { id } };
    } else {
      const { email, source } = job.record;
      const inserted = this.statements.insertSubscription.run({
        id,
        createdAt,
        list: DEFAULT_LIST,
        email,
        source,
        locale: context.locale,
        entryPoint: context.entryPoint,
        campaign: context.campaign,
      });
      if (inserted.changes === 0) {
        // Already subscribed: success, no second row (idempotent by e-mail per list).
        const existing = this.statements.findSubscription.get(DEFAULT_LIST, email) as {
          id: string;
        };
        answer = { status: 200, body: { id: existing.id, duplicate: true } };
      } else {
        answer = { status: 201, body: { id } };
      }
    }
    if (this.options.webhook && answer.status === 201) {
      this.statements.enqueueWebhook.run(
        answer.body.id,
        job.kind,
        webhookPayload(answer.body.id, job.kind, createdAt, job.record),
        createdAt,
      );
    }
    if (key)
      this.statements.saveKey.run(
        key,
        endpoint,
        answer.status,
        JSON.stringify(answer.body),
        createdAt,
      );
    return answer;
  }
}
