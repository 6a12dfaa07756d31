import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from './postgres-transaction.ts';
import {
  DEFAULT_LIST,
  endpointOf,
  webhookPayload,
  type ContactRecord,
  type NewsletterRecord,
  type StoredAnswer,
} from './storage.ts';

export type Submission =
  | { kind: 'contact'; record: ContactRecord; idempotencyKey?: string }
  | { kind: 'newsletter'; record: NewsletterRecord; idempotencyKey?: string };

/** Deadlock and serialization failures: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * PostgreSQL's text cannot hold U+0000 (JSON strings in jsonb neither): a visitor's NUL
 * becomes U+FFFD instead of failing the whole submission. SQLite keeps it as sent.
 */
function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)]),
    ) as T;
  return value;
}

/**
 * Stores one submission in a transaction of its own on a pooled connection, and resolves
 * after COMMIT. Several instances may store at the same moment; the database's constraints
 * decide, not a check in this process:
 * - an Idempotency-Key is claimed first (INSERT … ON CONFLICT DO NOTHING). A second claim of
 *   the same key, from any instance, waits for the first transaction, then reads its answer;
 * - a newsletter e-mail is unique per list (lower(email)): a second subscription waits the
 *   same way and is answered 200 with the first one's id.
 * Concurrent commits share WAL flushes in PostgreSQL itself (its group commit), and a failed
 * submission fails alone.
 */
export async function storeSubmission(
  pool: pg.Pool,
  submission: Submission,
  options: { webhook: boolean },
): Promise<StoredAnswer> {
  const clean = withoutNul(submission);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(pool, (client) => write(client, clean, options));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt < 3 && code && RETRYABLE.has(code)) continue;
      throw error;
    }
  }
}

async function write(
  client: pg.PoolClient,
  submission: Submission,
  options: { webhook: boolean },
): Promise<StoredAnswer> {
  const endpoint = endpointOf(submission.kind);
  const key = submission.idempotencyKey ? `${endpoint}:${submission.idempotencyKey}` : undefined;
  if (key) {
    const claimed = await client.query(
      'INSERT INTO idempotency_keys (key, endpoint) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
      [key, endpoint],
    );
    if (claimed.rowCount === 0) {
      // Claimed by a transaction that has committed by now (the INSERT waited for it).
      const { rows } = await client.query<{ status: 200 | 201 | null; body: unknown }>(
        'SELECT status, body FROM idempotency_keys WHERE key = $1',
        [key],
      );
      const previous = rows[0];
      if (!previous?.status) throw new Error('An idempotency key was stored without its answer.');
      return { status: previous.status, body: previous.body as StoredAnswer['body'] };
    }
  }
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const { record } = submission;
  const campaign = record.campaign ? JSON.stringify(record.campaign) : null;
  let answer: StoredAnswer;
  if (submission.kind === 'contact') {
    const contact = submission.record;
    await client.query(
      `INSERT INTO contact_requests (id, created_at, topic, name, email, company, budget, message, referred_company, referred_email, interests, locale, source_path, entry_point, campaign)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        createdAt,
        contact.topic,
        contact.name,
        contact.email,
        contact.company ?? null,
        contact.budget ?? null,
        contact.message,
        contact.referredCompany ?? null,
        contact.referredEmail ?? null,
        contact.interests ? JSON.stringify(contact.interests) : null,
        contact.locale,
        contact.sourcePath ?? null,
        contact.entryPoint ?? null,
        campaign,
      ],
    );
    answer = { status: 201, body: { id } };
  } else {
    const { email, source, locale, entryPoint } = submission.record;
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO newsletter_subscriptions (id, created_at, list, email, source, locale, entry_point, campaign)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (list, lower(email)) DO NOTHING
       RETURNING id`,
      [id, createdAt, DEFAULT_LIST, email, source, locale, entryPoint ?? null, campaign],
    );
    if (inserted.rowCount === 0) {
      // Already subscribed (perhaps a moment ago, through another instance): success, no second row.
      const { rows } = await client.query<{ id: string }>(
        'SELECT id FROM newsletter_subscriptions WHERE list = $1 AND lower(email) = lower($2)',
        [DEFAULT_LIST, email],
      );
      if (!rows[0]) throw new Error('A newsletter subscription conflicted but was not found.');
      answer = { status: 200, body: { id: rows[0].id, duplicate: true } };
    } else {
      answer = { status: 201, body: { id } };
    }
  }
  if (options.webhook && answer.status === 201)
    await client.query(
      'INSERT INTO webhook_outbox (submission_id, kind, payload, next_attempt_at) VALUES ($1, $2, $3, now())',
      [id, submission.kind, webhookPayload(id, submission.kind, createdAt, record)],
    );
  if (key)
    await client.query('UPDATE idempotency_keys SET status = $2, body = $3 WHERE key = $1', [
      key,
      answer.status,
      JSON.stringify(answer.body),
    ]);
  return answer;
}
