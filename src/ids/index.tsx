import { lazyScreen } from '../common/lazyScreen';
import BadgeIcon from '@mui/icons-material/Badge';
import QrCodeIcon from '@mui/icons-material/QrCode';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { branchApi } from './branchApi';
import { allIds, branchIds } from './idEndpoints';
import { idsApi } from './idsApi';

export const ids: FeatureDeclaration = {
  name: 'ids',
  resources: [
    /**
     * /generate-id (SBS, ESS): every generated ID. Unassigned ones go to a branch with the bulk
     * action 'Pilih Cabang' ('assign'); 'ID Aog Mog' makes new ones ('generate').
     */
    {
      name: 'generate-id',
      dialect: 'api',
      access: { list: 'ids.list', assign: 'ids.assign', generate: 'ids.generate' },
      endpoints: { getList: allIds },
      views: { list: lazyScreen(() => import('./GenerateIdList')) },
    },
    /** /id-aog-mog (CABANG): the signed-in branch's own IDs, read-only. */
    {
      name: 'id-aog-mog',
      dialect: 'api',
      access: { list: 'ids.branch' },
      endpoints: { getList: branchIds },
      views: { list: lazyScreen(() => import('./BranchIdList')) },
    },
  ],
  api: { ...idsApi, ...branchApi },
  menu: { generateId: <QrCodeIcon />, idAogMog: <BadgeIcon /> },
};
