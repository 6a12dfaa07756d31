import { randomUUID } from 'node:crypto';
import type { IntakeDatabase } from './database.ts';

/** What the visitor is answered once the submission's transaction has committed. */
export interface StoredAnswer {
  status: 200 | 201;
  body: { id: string; duplicate?: true };
}

export interface SubmissionContext {
  locale: string;
  sourcePath?: string;
  entryPoint?: string;
  campaign?: Record<string, string>;
}

export interface ContactRecord extends SubmissionContext {
  topic: string;
  name: string;
  email: string;
  company?: string;
  budget?: string;
  message: string;
  referredCompany?: string;
  referredEmail?: string;
  interests?: string[];
}

export interface NewsletterRecord extends SubmissionContext {
  email: string;
  source: string;
}

type Job =
  | {
      kind: 'contact';
      record: ContactRecord;
      idempotencyKey?: string;
      resolve: (answer: StoredAnswer) => void;
      reject: (error: unknown) => void;
    }
  | {
      kind: 'newsletter';
      record: NewsletterRecord;
      idempotencyKey?: string;
      resolve: (answer: StoredAnswer) => void;
      reject: (error: unknown) => void;
    };

/**
 * Stores submissions with group commit: submissions arriving together share one
 * transaction (one fsync), and each promise resolves only after that commit.
 * Idempotency keys, the webhook outbox row and the submission itself are
 * written in the same transaction, so they can never disagree.
 */
export class SubmissionStore {
  private pending: Job[] = [];
  private scheduled = false;
  private readonly statements;

  constructor(
    private readonly database: IntakeDatabase,
    private readonly options: { webhook?: boolean; now?: () => Date } = {},
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
        `INSERT INTO newsletter_subscriptions (id, created_at, email, source, locale, entry_point, campaign)
         VALUES (@id, @createdAt, @email, @source, @locale, @entryPoint, @campaign)
         ON CONFLICT (list, email) DO NOTHING`,
      ),
      findSubscription: database.prepare(
        'SELECT id FROM newsletter_subscriptions WHERE list = ? AND email = ?',
      ),
      enqueueWebhook: database.prepare(
        'INSERT INTO webhook_outbox (submission_id, kind, payload, next_attempt_at) VALUES (?, ?, ?, ?)',
      ),
      spam: database.prepare(
        'INSERT INTO spam_events (created_at, endpoint, reason) VALUES (?, ?, ?)',
      ),
    };
  }

  storeContact(record: ContactRecord, idempotencyKey?: string): Promise<StoredAnswer> {
    return new Promise((resolve, reject) =>
      this.enqueue({ kind: 'contact', record, idempotencyKey, resolve, reject }),
    );
  }

  storeSubscription(record: NewsletterRecord, idempotencyKey?: string): Promise<StoredAnswer> {
    return new Promise((resolve, reject) =>
      this.enqueue({ kind: 'newsletter', record, idempotencyKey, resolve, reject }),
    );
  }

  /** Spam is counted, never stored as a lead. */
  countSpam(endpoint: string, reason: string): void {
    this.statements.spam.run(this.now(), endpoint, reason);
  }

  private now(): string {
    return (this.options.now?.() ?? new Date()).toISOString();
  }

  private enqueue(job: Job): void {
    this.pending.push(job);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const jobs = this.pending;
    this.pending = [];
    const answers: StoredAnswer[] = [];
    try {
      this.database.transaction(() => {
        for (const job of jobs) answers.push(this.apply(job));
      })();
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, index) => job.resolve(answers[index]!));
  }

  private apply(job: Job): StoredAnswer {
    const endpoint = job.kind === 'contact' ? '/api/contact' : '/api/newsletter';
    if (job.idempotencyKey) {
      const previous = this.statements.findKey.get(`${endpoint}:${job.idempotencyKey}`) as
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
        email,
        source,
        locale: context.locale,
        entryPoint: context.entryPoint,
        campaign: context.campaign,
      });
      if (inserted.changes === 0) {
        // Already subscribed: success, no second row (idempotent by e-mail per list).
        const existing = this.statements.findSubscription.get('insights', email) as { id: string };
        answer = { status: 200, body: { id: existing.id, duplicate: true } };
      } else {
        answer = { status: 201, body: { id } };
      }
    }
    if (this.options.webhook && answer.status === 201) {
      this.statements.enqueueWebhook.run(
        answer.body.id,
        job.kind,
        JSON.stringify({ id: answer.body.id, kind: job.kind, createdAt, ...job.record }),
        createdAt,
      );
    }
    if (job.idempotencyKey)
      this.statements.saveKey.run(
        `${endpoint}:${job.idempotencyKey}`,
        endpoint,
        answer.status,
        JSON.stringify(answer.body),
        createdAt,
      );
    return answer;
  }
}
