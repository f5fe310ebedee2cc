import { lazyScreen } from '../common/lazyScreen';
import { PATHS } from '../../domain/paths';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { targetsApi } from './targetsApi';

/** The yearly targets, reached from /statistic-member: input (SBS) and history (SBS, RND). */
export const targets: FeatureDeclaration = {
  name: 'targets',
  pages: [
    { path: PATHS.createTarget, component: lazyScreen(() => import('./CreateTargetPage')) },
    { path: PATHS.historyTarget, component: lazyScreen(() => import('./HistoryTargetPage')) },
  ],
  api: targetsApi,
};
