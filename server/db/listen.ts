import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ListenHandlers {
  /** A notification on the channel arrived. */
  notify(): void;
  /**
   * Whether notifications are being received. While false, some may be missed: whoever relies
   * on them must not trust what they keep.
   */
  listening(on: boolean): void;
}

export type Unlisten = () => Promise<void>;

/** How long to wait before connecting again after the listening connection is lost. */
const RECONNECT_MS = 1_000;

/**
 * LISTEN on a connection of its own, not a pooled one (a pool would hand it to queries and
 * close it when idle). A lost connection is reported and replaced until `Unlisten` is called;
 * a first connection that fails is retried the same way, so the server starts without it.
 */
export const listenPostgres = async (
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> => {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    handlers.listening(false);
    void lostClient.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === next && !closed) handlers.listening(true);
      // Stopped, or lost and replaced, while it was connecting.
      else await next.end().catch(() => {});
    } catch {
      lost(next);
    }
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    handlers.listening(false);
    await last?.end().catch(() => {});
  };
};

/** PGlite delivers its notifications in this process, before the notifying query resolves. */
export const listenPglite = async (
  pglite: PGlite,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> => {
  const unlisten = await pglite.listen(channel, () => handlers.notify());
  handlers.listening(true);
  return async () => {
    handlers.listening(false);
    if (!pglite.closed) await unlisten();
  };
};
