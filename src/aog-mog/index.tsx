import { lazyScreen } from '../common/lazyScreen';
import GroupsIcon from '@mui/icons-material/Groups';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { reportList } from './reportEndpoints';

const AogMogList = lazyScreen(() => import('./AogMogList'));

export const aogMog: FeatureDeclaration = {
  name: 'aog-mog',
  resources: [
    /** /aog-mog (SBS, ESS, CLUB): every branch's members registered in a period, and its report. */
    {
      name: 'aog-mog',
      dialect: 'api',
      access: { list: 'members.report' },
      endpoints: { getList: reportList },
      views: { list: AogMogList },
    },
    /**
     * /registration-form-show (CABANG): the same list, which the server holds to the branch's
     * own members, so a branch finds everyone it registered after their proof has gone.
     */
    {
      name: 'registration-form-show',
      dialect: 'api',
      access: { list: 'members.report' },
      endpoints: { getList: reportList },
      views: { list: AogMogList },
    },
  ],
  menu: { aogMog: <GroupsIcon /> },
};
