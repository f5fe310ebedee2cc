import { lazyScreen } from '../common/lazyScreen';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import { PATHS } from '../../domain/paths';
import type { FeatureDeclaration } from '../resources/featureTypes';

/** /help-center (everyone): 'Download Panduan', the user guide. */
export const helpCenter: FeatureDeclaration = {
  name: 'help-center',
  pages: [{ path: PATHS.helpCenter, component: lazyScreen(() => import('./HelpCenterPage')) }],
  menu: { helpCenter: <HelpCenterIcon /> },
};
