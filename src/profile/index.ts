import { lazyScreen } from '../common/lazyScreen';
import { PATHS } from '../../domain/paths';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { profileApi } from './profileApi';

/** /profile and /change-password (everyone), reached from the app bar's profile menu. */
export const profile: FeatureDeclaration = {
  name: 'profile',
  pages: [
    { path: PATHS.profile, component: lazyScreen(() => import('./ProfilePage')) },
    { path: PATHS.changePassword, component: lazyScreen(() => import('./ChangePasswordPage')) },
  ],
  api: profileApi,
};
