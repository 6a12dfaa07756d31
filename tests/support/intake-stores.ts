import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { DATABASE_FILE } from '../../server/intake/storage/sqlite-storage.ts';
import { startPostgres, type RunningPostgres } from './postgres.ts';

/** The intake's two storages: every storage test runs against both. */
export const STORES = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORES)[number];

/** Where one intake (or several, on PostgreSQL) keeps its data. */
export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

export type Row = Record<string, unknown>;

export interface StoreFixture {
  kind: StoreKind;
  /** The PostgreSQL server (postgres only), to crash and restart it. */
  postgres?: RunningPostgres;
  /** A fresh, empty place to store: a folder for SQLite, a new database for PostgreSQL. */
  fresh: (name: string) => Promise<StoreLocation>;
  /** The environment `serve` needs for `location` (SITE_DATA_DIR, SITE_DATABASE_URL). */
  env: (location: StoreLocation) => Record<string, string>;
  /**
   * Reads rows as an operator would, beside the intake: `?` placeholders on both stores.
   * Values come back alike: times as ISO text, JSON columns as JSON text, counts as numbers.
   */
  rows: (location: StoreLocation, sql: string, ...parameters: unknown[]) => Promise<Row[]>;
  count: (location: StoreLocation, table: string, where?: string) => Promise<number>;
  /** Closes the readers, stops PostgreSQL, removes every folder. */
  stop: () => Promise<void>;
}

const normalise = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
};

/** One store for a test file: call in beforeAll, `stop()` in afterAll. */
export async function startStore(kind: StoreKind): Promise<StoreFixture> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `fernhill-${kind}-`));
  const server: RunningPostgres | undefined =
    kind === 'postgres' ? await startPostgres() : undefined;
  const sqliteReaders = new Map<string, Database.Database>();
  const pgReaders = new Map<string, pg.Pool>();
  let databases = 0;

  const rows = async (location: StoreLocation, sql: string, ...parameters: unknown[]) => {
    if (location.databaseUrl) {
      let pool = pgReaders.get(location.databaseUrl);
      if (!pool) {
        pool = new pg.Pool({ connectionString: location.databaseUrl, max: 2 });
        // An idle reader broken by a server restart is replaced on the next query.
        pool.on('error', () => {});
        pgReaders.set(location.databaseUrl, pool);
      }
      let index = 0;
      const result = await pool.query<Row>(
        sql.replace(/\?/g, () => `$${(index += 1)}`),
        parameters,
      );
      return result.rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, normalise(value)])),
      );
    }
    const file = path.join(location.dataDir, DATABASE_FILE);
    let reader = sqliteReaders.get(file);
    if (!reader) {
      reader = new Database(file, { readonly: true, fileMustExist: true });
      sqliteReaders.set(file, reader);
    }
    return reader.prepare(sql).all(...parameters) as Row[];
  };

  return {
    kind,
    ...(server ? { postgres: server } : {}),
    fresh: async (name) => {
      const dataDir = path.join(folder, name);
      if (!server) return { dataDir };
      databases += 1;
      return { dataDir, databaseUrl: await server.createDatabase(`${name}_${databases}`) };
    },
    env: (location) => ({
      SITE_DATA_DIR: location.dataDir,
      ...(location.databaseUrl ? { SITE_DATABASE_URL: location.databaseUrl } : {}),
    }),
    rows,
    count: async (location, table, where = '') =>
      Number((await rows(location, `SELECT COUNT(*) AS n FROM ${table} ${where}`))[0]?.n),
    stop: async () => {
      for (const reader of sqliteReaders.values()) reader.close();
      await Promise.all([...pgReaders.values()].map((pool) => pool.end()));
      await server?.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
