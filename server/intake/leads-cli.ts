import {
  CONTACT_COLUMNS,
  NEWSLETTER_COLUMNS,
  type CountBy,
  type IntakeStorage,
  type LeadRow,
} from './storage/storage.ts';

/** RFC 4180 field: quoted when needed; a leading =,+,-,@ is neutralised so spreadsheets do not run it as a formula. */
export function csvField(value: string | number | bigint | Buffer | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `site leads export --format csv|json [--since DATE]`: contact requests and subscriptions (either store). */
export async function exportLeads(
  storage: Pick<IntakeStorage, 'exportLeads'>,
  { format, since }: { format: 'csv' | 'json'; since?: string },
): Promise<string> {
  const { contactRequests: contacts, newsletterSubscriptions: subscriptions } =
    await storage.exportLeads(since ? new Date(since) : undefined);
  if (format === 'json') {
    const decode = (row: LeadRow) => ({
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
  const header = ['kind', ...new Set<string>([...CONTACT_COLUMNS, ...NEWSLETTER_COLUMNS])];
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

const grouped = (counts: CountBy[]) =>
  counts.map(({ key, n }) => `${key ?? '—'} ${n}`).join(', ') || 'none';

/** `site leads stats`: counts by kind, topic, source and locale; spam; webhook backlog. */
export async function leadStats(storage: Pick<IntakeStorage, 'stats'>): Promise<string> {
  const stats = await storage.stats();
  return [
    `Contact requests: ${stats.contactRequests} (by topic: ${grouped(stats.contactByTopic)})`,
    `  last 7 days: ${stats.contactRequestsLast7Days}`,
    `  by locale: ${grouped(stats.contactByLocale)}`,
    `Newsletter subscriptions: ${stats.newsletterSubscriptions} (by source: ${grouped(stats.newsletterBySource)})`,
    `Spam caught: ${stats.spam} (${grouped(stats.spamByReason)})`,
    `Webhook: ${stats.webhookDelivered} delivered, ${stats.webhookWaiting} waiting`,
  ].join('\n');
}
