import type { Group } from './groups';

/*
 * Apart from the request schemas (domain/api/push.ts): the shell reads which kinds a group gets
 * at each sign-in, and yup is not part of the shell.
 */

/** The kinds of notification an account can turn on or off. */
export const PUSH_KINDS = ['proofWaiting', 'receiptDecided', 'idsAssigned'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export type PushPreferences = Record<PushKind, boolean>;

/**
 * The kinds each group can receive (server/push/events.ts sends them): SBS decides proofs, a
 * branch learns of its payments and IDs, the other groups get nothing.
 */
export const PUSH_KINDS_OF: Record<Group, readonly PushKind[]> = {
  SBS: ['proofWaiting'],
  CABANG: ['receiptDecided', 'idsAssigned'],
  RND: [],
  ESS: [],
  CLUB: [],
};
