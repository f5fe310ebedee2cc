import { lazyScreen } from '../common/lazyScreen';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { PATHS } from '../../domain/paths';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { dashboardApi } from './dashboardApi';

/** /dashboard (everyone): today's counts; central groups also get the organisation's widgets. */
export const dashboard: FeatureDeclaration = {
  name: 'dashboard',
  pages: [{ path: PATHS.dashboard, component: lazyScreen(() => import('./DashboardPage')) }],
  api: dashboardApi,
  menu: { dashboard: <DashboardIcon /> },
};
