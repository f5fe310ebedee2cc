import type { AppContext } from '../context';
import { pingDatabase } from './repository';

/** Longer than a healthy round trip ever takes; short enough for a load balancer's probe. */
const READY_TIMEOUT_MS = 2000;

/** Both connection pools reach the database within the time, or this fails. */
export const checkReady = async (ctx: AppContext): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.all([pingDatabase(ctx.db), pingDatabase(ctx.authDb)]), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
