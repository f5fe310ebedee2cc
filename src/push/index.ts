import type { FeatureDeclaration } from '../resources/featureTypes';
import { PushQuestion } from './PushQuestion';
import { pushApi } from './pushApi';
import { releaseOnSignOut, subscribeOnSignIn } from './pushClient';

/**
 * Web Push for this browser: asked once over every screen, subscribed after a sign-in and
 * released before a sign-out; its settings card sits on /profile. It loads with the shell,
 * which the sign-in page does not download.
 */
export const push: FeatureDeclaration = {
  name: 'push',
  api: pushApi,
  shell: [PushQuestion],
  session: { signedIn: subscribeOnSignIn, signingOut: releaseOnSignOut },
};
