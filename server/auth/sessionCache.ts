import type { Caller } from '../context';

/** The channel the database notifies on any change that can end a session (migration 0023). */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** Bounds the memory: past it, the oldest check is forgotten first. */
const MAX_ENTRIES = 10_000;
/**
 * A backstop only: revocations arrive as notifications. Were one ever lost without the
 * connection dropping, a session would still be checked again within this time.
 */
const MAX_AGE_MS = 60_000;

export interface LiveSession {
  caller: Caller;
  expiresAt: Date;
}

export interface SessionCache {
  /**
   * The caller of a token hash: from memory when checked before and nothing has changed since,
   * otherwise from `load` (the database), kept when it is a live session.
   */
  lookup(tokenHash: string, now: Date, load: () => Promise<LiveSession | null>): Promise<Caller | null>;
  /** Something changed sessions, accounts, branches or groups: forget every check. */
  invalidate(): void;
  /** Whether changes are being heard; while not, nothing is kept. */
  listening(on: boolean): void;
}

/**
 * The session checks of this process, so that a request does not wait for the database to
 * learn who is calling. A check is kept only while the database's change notifications are
 * heard, and only if no change arrived while it was being read: a revocation made anywhere,
 * in any instance or by any tool, takes effect here as soon as PostgreSQL delivers it.
 */
export const createSessionCache = (): SessionCache => {
  const entries = new Map<string, { caller: Caller; until: number }>();
  // Counts changes, so a read that raced a change is not kept.
  let generation = 0;
  let heard = false;

  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  return {
    lookup: async (tokenHash, now, load) => {
      const kept = entries.get(tokenHash);
      if (kept && kept.until > now.getTime()) return kept.caller;
      if (kept) entries.delete(tokenHash);
      const seen = generation;
      const live = await load();
      if (!live) return null;
      if (heard && seen === generation) {
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(tokenHash, {
          caller: live.caller,
          until: Math.min(live.expiresAt.getTime(), now.getTime() + MAX_AGE_MS),
        });
      }
      return live.caller;
    },
    invalidate,
    listening: (on) => {
      heard = on;
      invalidate();
    },
  };
};
