import { lazyScreen } from '../common/lazyScreen';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { PATHS } from '../../domain/paths';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { INQUIRY_RESOURCE, inquiryEndpoints } from './inquiryEndpoints';

/**
 * /inquiry-data (SBS): every member found by name or ID prefix, 10 a page; the edit screen sits
 * at /inquiry-data/edit/{id}, a route of this resource over its getOne and update.
 */
export const inquiryData: FeatureDeclaration = {
  name: 'inquiry-data',
  resources: [
    {
      name: INQUIRY_RESOURCE,
      dialect: 'api',
      access: { list: 'members.inquiry', edit: 'members.update' },
      endpoints: inquiryEndpoints,
      views: { list: lazyScreen(() => import('./InquiryList')) },
      routes: [
        { path: PATHS.inquiryDataEdit, component: lazyScreen(() => import('./InquiryEdit')) },
      ],
    },
  ],
  menu: { inquiryData: <ManageSearchIcon /> },
};
