import type { Group } from '../domain/groups';
import type { Permission } from '../domain/access';
import type { Clock } from './clock';
import type { Config } from './config';
import type { SessionCache } from './auth/sessionCache';
import type { Db } from './db/client';
import type { FileStore } from './files/store';

/** What every route and service may use; built once in `buildApp`. */
export interface AppContext {
  db: Db;
  /** The session check's own connections (see `Database.authDb`). */
  authDb: Db;
  /** The session checks this process keeps (auth/sessionCache.ts). */
  sessions: SessionCache;
  dbKind: 'pglite' | 'postgres';
  /** The PostgreSQL's address (embedded or not), for work done on connections of its own. */
  databaseUrl: string | undefined;
  clock: Clock;
  config: Config;
  files: FileStore;
}

/** The signed-in caller, set by the guard before any handler runs. */
export interface Caller {
  adminId: number;
  sessionId: number;
  group: Group;
  /** The branch of a CABANG account; null for central staff. */
  branchId: number | null;
  name: string;
  email: string;
}

/** Every route says who may call it: anyone, or the groups holding a permission. */
export type RouteAccess = { public: true } | { permission: Permission };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A route taking one uploaded file in its multipart form, up to this many bytes. */
    uploadBytes?: number;
  }
}
