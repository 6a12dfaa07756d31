/**
 * The intake's storage, as the rest of the intake sees it. Two implementations:
 * SQLite (sqlite-storage.ts: the default, one file, one process) and PostgreSQL
 * (postgres-storage.ts: SITE_DATABASE_URL, any number of intake instances).
 * Async because PostgreSQL is; every promise of a store* method resolves only after
 * the transaction that stored the submission has committed.
 */

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

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A token bucket per client: `perMinute` tokens refill evenly, up to `burst`. */
export interface RateLimit {
  take(client: string): Promise<RateVerdict>;
}

/** A webhook delivery waiting in the outbox. */
export interface OutboxRow {
  id: string;
  /** The JSON body to post. */
  payload: string;
  attempts: number;
}

/**
 * The webhook outbox: rows are written with their submission (same transaction) and
 * delivered by the forwarder. `claimDue` hands a due row to one worker only: with several
 * instances, the others skip it until it is marked or its lease (`leaseMs`) runs out.
 * Times are the store's own clock (PostgreSQL's, shared by all instances).
 */
export interface WebhookOutbox {
  claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]>;
  markDelivered(id: string): Promise<void>;
  /** Counts the failed attempt; the row is due again after `retryInMs`. */
  markFailed(id: string, retryInMs: number, error: string): Promise<void>;
}

/** A stored row for `leads export`: column name → text (JSON columns as JSON text), or null. */
export type LeadRow = Record<string, string | null>;

export interface LeadRows {
  contactRequests: LeadRow[];
  newsletterSubscriptions: LeadRow[];
}

export interface CountBy {
  key: string | null;
  n: number;
}

/** What `leads stats` prints. */
export interface LeadStats {
  contactRequests: number;
  contactRequestsLast7Days: number;
  contactByTopic: CountBy[];
  contactByLocale: CountBy[];
  newsletterSubscriptions: number;
  newsletterBySource: CountBy[];
  spam: number;
  spamByReason: CountBy[];
  webhookDelivered: number;
  webhookWaiting: number;
}

export interface IntakeStorage {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the data is, for the start-up line (a file, or host/database: never a password). */
  readonly location: string;
  /** The migration versions this open applied (none when the schema was current). */
  readonly appliedMigrations: readonly number[];
  storeContact(record: ContactRecord, idempotencyKey?: string): Promise<StoredAnswer>;
  storeSubscription(record: NewsletterRecord, idempotencyKey?: string): Promise<StoredAnswer>;
  /** Spam is counted, never stored as a lead. */
  countSpam(endpoint: string, reason: string): Promise<void>;
  /** The rate limit, shared by every instance on this storage. */
  rateLimit(perMinute: number, burst: number): RateLimit;
  readonly outbox: WebhookOutbox;
  /** Contact requests and subscriptions created at or after `since`, oldest first. */
  exportLeads(since?: Date): Promise<LeadRows>;
  stats(): Promise<LeadStats>;
  /** Readiness: resolves when the database answers, rejects otherwise. */
  ping(): Promise<void>;
  /** Waits for submissions in flight, then closes the database. */
  close(): Promise<void>;
}

/** Columns of `leads export`, in the order the CSV and JSON list them (both stores). */
export const CONTACT_COLUMNS = [
  'id',
  'created_at',
  'topic',
  'name',
  'email',
  'company',
  'budget',
  'message',
  'referred_company',
  'referred_email',
  'interests',
  'locale',
  'source_path',
  'entry_point',
  'campaign',
] as const;

export const NEWSLETTER_COLUMNS = [
  'id',
  'created_at',
  'list',
  'email',
  'source',
  'locale',
  'entry_point',
  'campaign',
] as const;

/** The one newsletter list today (the column exists for more). */
export const DEFAULT_LIST = 'insights';

export const endpointOf = (kind: 'contact' | 'newsletter') =>
  kind === 'contact' ? '/api/contact' : '/api/newsletter';

/** The webhook body of a stored submission (the same for both stores). */
export function webhookPayload(
  id: string,
  kind: 'contact' | 'newsletter',
  createdAt: string,
  record: ContactRecord | NewsletterRecord,
): string {
  return JSON.stringify({ id, kind, createdAt, ...record });
}
