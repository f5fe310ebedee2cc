import { lazyScreen } from '../common/lazyScreen';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { PATHS } from '../../domain/paths';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { statisticsApi } from './statisticsApi';

/** /statistic-member, 'AOG & MOG Statistic' (SBS, RND): the central widgets and the PPA counts. */
export const statistics: FeatureDeclaration = {
  name: 'statistics',
  pages: [{ path: PATHS.statisticMember, component: lazyScreen(() => import('./StatisticPage')) }],
  api: statisticsApi,
  menu: { statisticMember: <AssessmentIcon /> },
};
