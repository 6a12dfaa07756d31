import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGET_VALUES, INTEREST_VALUES } from '../../shared/forms/form-schemas.ts';
import {
  DEFAULT_MESSAGES,
  type RuleMessages,
  type SelectOption,
} from '../../shared/forms/rules.ts';
import { createI18n } from '../../components/i18n/i18n-config.ts';
import { ruleMessages } from '../../shared/forms/rule-messages.ts';
import { LOCALES } from '../../content/schema/primitives.ts';
import { parseTrustProxy, type TrustProxy } from './client-address.ts';
import { createIntakeHandler, type StoredSubmission } from './intake-handler.ts';
import { openStorage, parseDatabaseUrl } from './storage/open-storage.ts';
import type { IntakeStorage } from './storage/storage.ts';
import { WebhookForwarder } from './webhook-forwarder.ts';

export interface IntakeServiceOptions {
  root: string;
  dataDir: string;
  /** SITE_DATABASE_URL: PostgreSQL instead of SQLite in dataDir (several instances). */
  databaseUrl?: string;
  distDir?: string;
  allowedOrigins: string[];
  /** Proxies whose X-Forwarded-For/-Host/-Proto count (SITE_TRUST_PROXY); default: none. */
  trustProxy?: TrustProxy;
  cors: boolean;
  /** Requests per minute per client IP (0 or less: no limit). */
  rateLimitPerMinute: number;
  minFillMs: number;
  maxBodyBytes: number;
  webhookUrl?: string;
  /** SITE_PUBLIC_URL: the site's public URL, when the intake runs on a host of its own. */
  publicUrl?: string;
  log?: (line: string) => void;
  /** Told of every stored submission (the JSON log's submission lines). */
  onStored?: (stored: StoredSubmission) => void;
  /** Where the intake's failures go; default: standard error. */
  onError?: (message: string, error: unknown) => void;
}

/** Environment → intake settings (documented in the README). */
export function intakeOptionsFromEnvironment(
  env: NodeJS.ProcessEnv,
  root: string,
): Omit<IntakeServiceOptions, 'distDir' | 'cors'> {
  const number = (value: string | undefined, fallback: number) =>
    value !== undefined && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : fallback;
  const databaseUrl = parseDatabaseUrl(env.SITE_DATABASE_URL);
  return {
    root,
    dataDir: path.resolve(root, env.SITE_DATA_DIR ?? 'data'),
    ...(databaseUrl ? { databaseUrl } : {}),
    allowedOrigins: (env.SITE_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.SITE_TRUST_PROXY),
    rateLimitPerMinute: number(env.SITE_FORMS_RATE_LIMIT, 20),
    minFillMs: number(env.SITE_FORMS_MIN_FILL_MS, 1500),
    maxBodyBytes: 16 * 1024,
    ...(env.SITE_FORMS_WEBHOOK ? { webhookUrl: env.SITE_FORMS_WEBHOOK } : {}),
    ...(env.SITE_PUBLIC_URL?.trim() ? { publicUrl: publicUrlOf(env.SITE_PUBLIC_URL.trim()) } : {}),
  };
}

/** SITE_PUBLIC_URL as an origin with no path (https://www.example.com), or a clear error. */
function publicUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_PUBLIC_URL "${value}" is not a URL: use the site's origin, e.g. https://www.example.com`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(
      `SITE_PUBLIC_URL "${value}" must be an http(s) URL, e.g. https://www.example.com`,
    );
  return url.origin;
}

function readTranslations(root: string, locale: string): Record<string, unknown> {
  try {
    return JSON.parse(
      readFileSync(path.join(root, 'locales', locale, 'translation.json'), 'utf8'),
    ) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The browser's validation messages in every locale: the same locale files, the same ruleMessages(). */
function messagesByLocale(root: string): Map<string, RuleMessages> {
  const resources = Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: readTranslations(root, locale) }]),
  );
  return new Map(LOCALES.map((locale) => [locale, ruleMessages(createI18n(locale, resources).t)]));
}

const options = (values: readonly string[]): SelectOption[] =>
  values.map((value, index) => ({ id: index + 1, label: value, value }));

export interface IntakeService {
  handler: ReturnType<typeof createIntakeHandler>;
  /** SQLite or PostgreSQL; `storage.ping()` answers readiness. */
  storage: IntakeStorage;
  forwarder?: WebhookForwarder;
  /** Resolves when the database answers (the readiness check); rejects otherwise. */
  ready: () => Promise<void>;
  /** Stops forwarding, lets submissions in flight commit, closes the database. */
  close: () => Promise<void>;
}

/** Opens the storage (and migrates it), then wires the handler; rejects when the database cannot be used. */
export async function startIntakeService(settings: IntakeServiceOptions): Promise<IntakeService> {
  const storage = await openStorage({
    dataDir: settings.dataDir,
    ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
    webhook: Boolean(settings.webhookUrl),
    ...(settings.log ? { log: settings.log } : {}),
  });
  const forwarder = settings.webhookUrl
    ? new WebhookForwarder(storage.outbox, { url: settings.webhookUrl, log: settings.log })
    : undefined;
  forwarder?.start();
  const messages = messagesByLocale(settings.root);
  const handler = createIntakeHandler({
    store: storage,
    distDir: settings.distDir,
    ...(settings.publicUrl ? { publicUrl: settings.publicUrl } : {}),
    allowedOrigins: settings.allowedOrigins,
    ...(settings.trustProxy ? { trustProxy: settings.trustProxy } : {}),
    cors: settings.cors,
    maxBodyBytes: settings.maxBodyBytes,
    minFillMs: settings.minFillMs,
    ...(settings.rateLimitPerMinute > 0
      ? {
          rateLimiter: storage.rateLimit(
            settings.rateLimitPerMinute,
            Math.max(5, Math.ceil(settings.rateLimitPerMinute / 2)),
          ),
        }
      : {}),
    parse: {
      locales: LOCALES,
      messagesFor: (locale) => messages.get(locale) ?? DEFAULT_MESSAGES,
      budgets: options(BUDGET_VALUES),
      interests: options(INTEREST_VALUES),
    },
    onStored: (stored) => {
      forwarder?.poke();
      settings.onStored?.(stored);
    },
    ...(settings.onError ? { onError: settings.onError } : {}),
  });
  return {
    handler,
    storage,
    ...(forwarder ? { forwarder } : {}),
    ready: () => storage.ping(),
    close: async () => {
      await forwarder?.stop();
      await storage.close();
    },
  };
}
