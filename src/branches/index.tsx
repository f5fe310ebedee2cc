import type { GetListParams } from 'react-admin';
import type { BranchMemberCount } from '../../domain/api/branches';
import { apiConfig } from '../providers/config';
import { filterValue, pagedList } from '../resources/pagedEndpoints';
import StoreIcon from '@mui/icons-material/Store';
import type { FeatureDeclaration } from '../resources/featureTypes';

/**
 * /branch (CLUB): every branch with its AOG and MOG members, read-only, 10 a page, searched by
 * name (a screen the organisation left open: docs/decisions/).
 */
export const branches: FeatureDeclaration = {
  name: 'branches',
  resources: [
    {
      name: 'branch',
      dialect: 'api',
      access: { list: 'branches.list' },
      perPage: 10,
      search: true,
      views: {},
      endpoints: {
        getList: pagedList<BranchMemberCount>(
          () => `${apiConfig.apiUrl}/user/branch/index`,
          ({ pagination, filter }: GetListParams) => ({
            page: pagination?.page ?? 1,
            kata_kunci: filterValue((filter as { q?: unknown }).q),
          }),
        ),
      },
      fields: [
        { source: 'name', type: 'text', sortable: false },
        { source: 'city', type: 'text', sortable: false },
        { source: 'active', type: 'boolean', sortable: false },
        { source: 'count_aog', type: 'number', sortable: false },
        { source: 'count_mog', type: 'number', sortable: false },
      ],
    },
  ],
  menu: { branch: <StoreIcon /> },
};
