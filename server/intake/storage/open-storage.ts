import { describePostgresUrl, PostgresStorage } from './postgres-storage.ts';
import { SqliteStorage } from './sqlite-storage.ts';
import type { IntakeStorage } from './storage.ts';

export interface StorageSettings {
  /** SITE_DATA_DIR: the SQLite file's folder (the default storage). */
  dataDir: string;
  /** SITE_DATABASE_URL: postgres://… selects PostgreSQL instead. */
  databaseUrl?: string;
  /** Queue webhook deliveries with every stored submission (SITE_FORMS_WEBHOOK is set). */
  webhook?: boolean;
  log?: (line: string) => void;
}

/** SITE_DATABASE_URL checked at start: only PostgreSQL URLs (the default SQLite needs none). */
export function parseDatabaseUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(url))
    throw new Error(
      'SITE_DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database); unset it for SQLite in SITE_DATA_DIR.',
    );
  return url;
}

/** Opens the configured storage and brings its schema up to date. */
export async function openStorage(settings: StorageSettings): Promise<IntakeStorage> {
  if (settings.databaseUrl) {
    try {
      return await PostgresStorage.open(settings.databaseUrl, {
        webhook: Boolean(settings.webhook),
        ...(settings.log ? { log: settings.log } : {}),
      });
    } catch (error) {
      throw new Error(
        `Could not open the intake's PostgreSQL database ${describePostgresUrl(settings.databaseUrl)}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return new SqliteStorage(settings.dataDir, { webhook: Boolean(settings.webhook) });
}
