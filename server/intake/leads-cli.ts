import type { IntakeDatabase } from './database.ts';

const CONTACT_COLUMNS = [
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
];
const NEWSLETTER_COLUMNS = [
  'id',
  'created_at',
  'list',
  'email',
  'source',
  'locale',
  'entry_point',
  'campaign',
];

/** What a SQLite column holds, as better-sqlite3 reads it. */
type ColumnValue = string | number | bigint | Buffer | null;

/** RFC 4180 field: quoted when needed; a leading =,+,-,@ is neutralised so spreadsheets do not run it as a formula. */
export function csvField(value: ColumnValue | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `site leads export --format csv|json [--since DATE]`: contact requests and subscriptions. */
export function exportLeads(
  database: IntakeDatabase,
  { format, since }: { format: 'csv' | 'json'; since?: string },
): string {
  const from = since ? new Date(since).toISOString() : '0000';
  const contacts = database
    .prepare(
      `SELECT ${CONTACT_COLUMNS.join(', ')} FROM contact_requests WHERE created_at >= ? ORDER BY created_at`,
    )
    .all(from) as Array<Record<string, ColumnValue>>;
  const subscriptions = database
    .prepare(
      `SELECT ${NEWSLETTER_COLUMNS.join(', ')} FROM newsletter_subscriptions WHERE created_at >= ? ORDER BY created_at`,
    )
    .all(from) as Array<Record<string, ColumnValue>>;
  if (format === 'json') {
    const decode = (row: Record<string, ColumnValue>) => ({
      ...row,
      ...(typeof row.campaign === 'string'
        ? { campaign: JSON.parse(row.campaign) as unknown }
        : {}),
      ...(typeof row.interests === 'string'
        ? { interests: JSON.parse(row.interests) as unknown }
        : {}),
    });
    return `${JSON.stringify({ contactRequests: contacts.map(decode), newsletterSubscriptions: subscriptions.map(decode) }, null, 2)}\n`;
  }
  const header = ['kind', ...new Set([...CONTACT_COLUMNS, ...NEWSLETTER_COLUMNS])];
  const rows = [
    ...contacts.map((row) =>
      ['contact', ...header.slice(1).map((column) => csvField(row[column]))].join(','),
    ),
    ...subscriptions.map((row) =>
      ['newsletter', ...header.slice(1).map((column) => csvField(row[column]))].join(','),
    ),
  ];
  return `${[header.join(','), ...rows].join('\n')}\n`;
}

/** `site leads stats`: counts by kind, topic, source and locale; spam; webhook backlog. */
export function leadStats(database: IntakeDatabase): string {
  const count = (sql: string) => (database.prepare(sql).get() as { n: number }).n;
  const grouped = (sql: string) =>
    (database.prepare(sql).all() as Array<{ key: string | null; n: number }>)
      .map(({ key, n }) => `${key ?? '—'} ${n}`)
      .join(', ') || 'none';
  return [
    `Contact requests: ${count('SELECT COUNT(*) AS n FROM contact_requests')} (by topic: ${grouped('SELECT topic AS key, COUNT(*) AS n FROM contact_requests GROUP BY topic ORDER BY n DESC')})`,
    `  last 7 days: ${count("SELECT COUNT(*) AS n FROM contact_requests WHERE created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-7 days')")}`,
    `  by locale: ${grouped('SELECT locale AS key, COUNT(*) AS n FROM contact_requests GROUP BY locale ORDER BY n DESC')}`,
    `Newsletter subscriptions: ${count('SELECT COUNT(*) AS n FROM newsletter_subscriptions')} (by source: ${grouped('SELECT source AS key, COUNT(*) AS n FROM newsletter_subscriptions GROUP BY source ORDER BY n DESC')})`,
    `Spam caught: ${count('SELECT COUNT(*) AS n FROM spam_events')} (${grouped('SELECT reason AS key, COUNT(*) AS n FROM spam_events GROUP BY reason ORDER BY n DESC')})`,
    `Webhook: ${count('SELECT COUNT(*) AS n FROM webhook_outbox WHERE delivered_at IS NOT NULL')} delivered, ${count('SELECT COUNT(*) AS n FROM webhook_outbox WHERE delivered_at IS NULL')} waiting`,
  ].join('\n');
}
