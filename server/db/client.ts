import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisoryLocks';
import { listenPglite, listenPostgres, type ListenHandlers, type Unlisten } from './listen';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or a transaction they are part of. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /**
   * For the session check of every request: on PostgreSQL a pool of its own, so it never
   * waits behind list queries holding `db`'s connections; on PGlite the same as `db`.
   */
  authDb: Db;
  /** 'pglite' runs in this process on one connection; 'postgres' is a pool to a server. */
  kind: 'pglite' | 'postgres';
  /** The server's address (kind 'postgres'), for other processes to connect to it. */
  url?: string;
  /** The embedded database itself (kind 'pglite'), for what only it can do: dump its files. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /** Notifications on a channel, from any process on this database (db/listen.ts). */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

/** Session checks are one indexed row each: two connections serve many requests. */
const AUTH_POOL_MAX = 2;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres://…; otherwise PGlite in `pgliteDir`, or in memory when that is absent too. */
  url?: string;
  pgliteDir?: string;
  /** A PGlite data directory dumped by `dumpDataDir`, to start from instead of an empty one. */
  pgliteDump?: Blob;
  poolMax?: number;
  /** Per statement of `db` and `authDb` (not the migrations); 0 or absent: none. */
  statementTimeoutMs?: number;
  /** Errors of idle pooled connections (a restarted server, say); unhandled they would crash. */
  onPoolError?: (error: Error) => void;
}

/**
 * Ends a pool once its connections have closed. pg's `Pool.end()` resolves as soon as it has
 * asked them to end: a PostgreSQL stopped right after (the embedded one, when a command ends)
 * would then end those sessions itself and each would report itself lost.
 */
const endOnceClosed = (pool: pg.Pool) => {
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', () => open++);
  pool.on('remove', () => {
    if (--open === 0) allClosed?.();
  });
  return async () => {
    const closed = open === 0 ? undefined : new Promise<void>((resolve) => (allClosed = resolve));
    await pool.end();
    await closed;
  };
};

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const { url } = options;
  if (url) {
    const timeout = options.statementTimeoutMs || undefined;
    const poolOf = (max: number) => {
      const pool = new pg.Pool({
        connectionString: url,
        max,
        // A slow query ends with an error instead of holding its connection, and a request
        // that cannot get a connection in that time gives up too (both answer 503).
        statement_timeout: timeout,
        connectionTimeoutMillis: timeout,
      });
      pool.on(
        'error',
        options.onPoolError ??
          ((error) => console.error('database connection lost:', error.message)),
      );
      return { pool, end: endOnceClosed(pool) };
    };
    const main = poolOf(options.poolMax ?? 10);
    const auth = poolOf(AUTH_POOL_MAX);
    return {
      db: drizzlePg(main.pool, { schema }) as unknown as Db,
      authDb: drizzlePg(auth.pool, { schema }) as unknown as Db,
      kind: 'postgres',
      url,
      migrate: async () => {
        // One connection of its own, without the statement timeout: building an index on a
        // large table takes longer than any request may. Several instances may start at once:
        // one migrates, the others wait for its lock.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migration]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.end().catch(() => {});
        }
      },
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
      close: async () => {
        await Promise.all([main.end(), auth.end()]);
      },
    };
  }
  if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    authDb: pgliteDb as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
};
