import { lazyScreen } from '../common/lazyScreen';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import { PATHS } from '../../domain/paths';
import { RECEIPT_RESOURCES } from '../receipts/receiptKind';
import type { FeatureDeclaration } from '../resources/featureTypes';
import {
  CANDIDATE_RESOURCE,
  candidateEndpoints,
  UPGRADE_FORM_RESOURCE,
  upgradeFormEndpoints,
} from './candidateEndpoints';
import { upgradeListEndpoints } from './upgradeEndpoints';

const UpgradeForm = lazyScreen(() => import('./UpgradeForm'));

/**
 * /upgrade-mog, 'Upgrade Status Anggota' (CABANG): the member search, and the 'List Upgrade' of
 * the branch's upgrades still needing proof, selectable for one proof as the registration list
 * is; the upgrade form at /registrasion-form/upgrade-mog[/{IDmog}].
 */
export const upgrade: FeatureDeclaration = {
  name: 'upgrade',
  resources: [
    {
      name: RECEIPT_RESOURCES.proofs.upgrade,
      dialect: 'api',
      access: { list: 'upgrades.list', upload: 'receipts.upload' },
      endpoints: upgradeListEndpoints,
      views: { list: lazyScreen(() => import('./UpgradeList')) },
    },
    {
      name: CANDIDATE_RESOURCE,
      dialect: 'api',
      access: { list: 'upgrades.list' },
      endpoints: candidateEndpoints,
      views: {},
    },
    {
      name: UPGRADE_FORM_RESOURCE,
      dialect: 'api',
      access: { show: 'upgrades.create', create: 'upgrades.create', edit: 'upgrades.create' },
      endpoints: upgradeFormEndpoints,
      views: {},
      routes: [
        { path: PATHS.upgradeForm, component: UpgradeForm },
        { path: PATHS.upgradeFormEdit, component: UpgradeForm },
      ],
    },
  ],
  menu: { upgradeMog: <UpgradeIcon /> },
};
