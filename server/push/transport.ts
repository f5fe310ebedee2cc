import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../db/client';
import { PermanentFailure, type Transport } from '../outbox/transports';
import type { VapidDetails } from './keys';
import { deleteSubscriptionById, findSubscription } from './repository';

/** Longer than this and the message's lease (60 s) could end while it is still being sent. */
const REQUEST_TIMEOUT_MS = 15_000;
/** How long the push service keeps a notification for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;

/**
 * Sends one outbox message (recipient: a subscription id, body: the JSON payload) to the
 * browser's push service. A 404 or 410 means the browser dropped the subscription: it is
 * removed and the message fails without retries; anything else is retried by the worker.
 */
export const webPushTransport = (
  db: Db,
  vapid: VapidDetails,
  /** Tests reach a push service on loopback with a self-signed certificate through it. */
  agent?: Agent,
): Transport => ({
  send: async (message) => {
    const subscription = await findSubscription(db, Number(message.recipient));
    if (!subscription) throw new PermanentFailure('Langganan push sudah dihapus');
    try {
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        message.body,
        { vapidDetails: vapid, TTL: TTL_SECONDS, timeout: REQUEST_TIMEOUT_MS, agent },
      );
    } catch (error) {
      if (error instanceof WebPushError) {
        const text = `Push service ${error.statusCode}${error.body ? `: ${error.body.slice(0, 300)}` : ''}`;
        if (error.statusCode === 404 || error.statusCode === 410) {
          await deleteSubscriptionById(db, subscription.id);
          throw new PermanentFailure(`${text} (langganan dihapus)`);
        }
        throw new Error(text);
      }
      throw error;
    }
  },
});
