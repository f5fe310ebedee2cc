import type { FeatureDeclaration } from '../resources/featureTypes';
import { PushQuestion } from './PushQuestion';
import { pushApi } from './pushApi';

// The browser's push parts load when used: the sign-in does not wait for them.
const pushClient = () => import('./pushClient');

/**
 * Web Push for this browser: asked once over every screen, subscribed after a sign-in and
 * released before a sign-out; its settings card sits on /profile.
 */
export const push: FeatureDeclaration = {
  name: 'push',
  api: pushApi,
  shell: [PushQuestion],
  session: {
    signedIn: () => pushClient().then(({ subscribeOnSignIn }) => subscribeOnSignIn()),
    signingOut: () => pushClient().then(({ releaseOnSignOut }) => releaseOnSignOut()),
  },
};
