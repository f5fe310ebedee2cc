import { lazyScreen } from '../common/lazyScreen';
import { PATHS } from '../../domain/paths';
import type { FeatureDeclaration } from '../resources/featureTypes';

/** /not-found: where an unknown path, or one the group may not open, leads. */
export const notFound: FeatureDeclaration = {
  name: 'not-found',
  pages: [
    {
      path: PATHS.notFound,
      component: lazyScreen(() => import('./NotFoundPage')),
      open: 'everyone',
    },
  ],
};
