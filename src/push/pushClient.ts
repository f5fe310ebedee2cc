import type { PushSubscriptionRequest } from '../../domain/api/push';
import { PUSH_KINDS_OF } from '../../domain/push';
import type { Group } from '../../domain/groups';
import { workerUrl } from '../providers/serviceWorker';
import { pushApi } from './pushApi';

/** This browser's notifications, as the profile shows them. */
export type PushDeviceState = 'unsupported' | 'blocked' | 'on' | 'off';

/** The query that holds it, refreshed by whatever changes it. */
export const PUSH_DEVICE_KEY = ['push', 'device'] as const;

/**
 * What this browser's user chose, kept across sessions and accounts (local storage): 'asked'
 * once the app's own question was answered or notifications were turned on, so it is never
 * asked again; 'off' when turned off on the profile, so signing in does not subscribe again.
 */
const CHOICE_KEY = 'aogmog.push';
type Choice = 'asked' | 'off';

const readChoice = (): Choice | null => {
  const value = localStorage.getItem(CHOICE_KEY);
  return value === 'asked' || value === 'off' ? value : null;
};
const writeChoice = (choice: Choice) => localStorage.setItem(CHOICE_KEY, choice);

/**
 * How long the browser's push service may take to give a subscription. Without a reachable one
 * (a network that blocks it, a browser build without one) subscribe() can wait for ever.
 */
const SUBSCRIBE_TIMEOUT_MS = 15_000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer in ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** The base64url VAPID public key as the bytes `pushManager.subscribe` takes everywhere. */
const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
};

/** The subscription this browser holds, without registering anything. */
const currentSubscription = async (): Promise<PushSubscription | null> => {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(workerUrl());
  return (await registration?.pushManager.getSubscription()) ?? null;
};

const toRequest = (subscription: PushSubscription): PushSubscriptionRequest => {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Incomplete push subscription');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

/**
 * Subscribes with the server's current key (a subscription made with an older key is replaced:
 * the server can no longer sign for it) and hands it to the server for the signed-in account.
 */
const subscribe = async (): Promise<void> => {
  const { data } = await pushApi.getPushSettings();
  const key = keyBytes(data.publicKey);
  await navigator.serviceWorker.register(workerUrl());
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    SUBSCRIBE_TIMEOUT_MS,
  );
  await pushApi.savePushSubscription(toRequest(subscription));
};

export const readPushState = async (): Promise<PushDeviceState> => {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted' || readChoice() === 'off') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
};

/** The profile's switch turned on: asks the browser if it has not decided yet. */
export const turnPushOn = async (): Promise<PushDeviceState> => {
  if (!pushSupported()) return 'unsupported';
  writeChoice('asked');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await subscribe();
  return 'on';
};

/**
 * The profile's switch turned off. The browser's subscription ends even if the server cannot be
 * told: the push service then answers 410 for it and the server drops it.
 */
export const turnPushOff = async (): Promise<void> => {
  writeChoice('off');
  const subscription = await currentSubscription();
  if (!subscription) return;
  await pushApi.deletePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
};

/**
 * Whether to ask, once per browser, after signing in: only where the browser has not decided,
 * the question was never answered, and the account's group receives something.
 */
export const shouldAskForPush = (group: Group): boolean =>
  pushSupported() &&
  Notification.permission === 'default' &&
  readChoice() === null &&
  PUSH_KINDS_OF[group].length > 0;

/** The answer to the app's question; a refusal is remembered and only logged. */
export const answerPushQuestion = async (accept: boolean): Promise<PushDeviceState> => {
  if (accept) {
    const state = await turnPushOn();
    if (state !== 'on') console.info('Push notifications refused in the browser');
    return state;
  }
  writeChoice('asked');
  console.info('Push notifications refused in the app');
  return 'off';
};

/**
 * After signing in: where notifications are allowed and not turned off here, the subscription
 * is handed to the server again, which binds it to the account now signed in (a shared browser
 * notifies its current user). Never fails the sign-in.
 */
export const subscribeOnSignIn = async (): Promise<void> => {
  if (!pushSupported() || Notification.permission !== 'granted' || readChoice() === 'off') return;
  await subscribe().catch((error: unknown) => console.warn('Push subscription failed', error));
};

/**
 * Before signing out, while the token still works: the server forgets this browser, so a
 * signed-out browser gets nothing. The browser keeps its subscription for the next sign-in.
 */
export const releaseOnSignOut = async (): Promise<void> => {
  try {
    const subscription = await currentSubscription();
    if (subscription) await pushApi.deletePushSubscription(subscription.endpoint);
  } catch (error) {
    console.warn('Push subscription not released', error);
  }
};
