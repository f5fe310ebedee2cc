import type { CreateParams, GetListParams, UpdateParams } from 'react-admin';
import type {
  UpgradeCandidate,
  UpgradeMemberResponse,
  UpgradeResponse,
} from '../../domain/api/upgrade';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

const base = () => `${apiConfig.apiUrl}/user`;

/** The search box's selector: 'ID MOG' or 'Nama'. */
export const SEARCH_BY = ['no_id', 'nama_lengkap'] as const;

/**
 * The branch's members an upgrade starts from, with no screen of their own: the candidate table
 * on /upgrade-mog lists them (`GET user/register_aog_mog/search` with SPEC.md's `no_id` or
 * `nama_lengkap`, matched from the start, 5 a page, sorted by the server), and the upgrade form at /registrasion-form/upgrade-mog[/{IDmog}] reads one
 * (`GET user/upgrade_aog_mog/{id}`) and upgrades it: `update` is SPEC.md's PATCH (the member
 * named by its row), `create` its POST (the member named by the old ID typed in).
 */
export const upgradeCandidateResource: ViewsDeclaration = {
  name: 'upgrade-candidates',
  dialect: 'api',
  access: {
    list: 'upgrades.list',
    show: 'upgrades.create',
    create: 'upgrades.create',
    edit: 'upgrades.create',
  },
  endpoints: {
    getList: pagedList<UpgradeCandidate>(
      () => `${base()}/register_aog_mog/search`,
      ({ pagination, sort, filter }: GetListParams) => {
        const { q, by } = filter as { q?: unknown; by?: unknown };
        const text = filterValue(q);
        return {
          page: pagination?.page ?? 1,
          ...(text && { [SEARCH_BY.find((field) => field === by) ?? 'no_id']: text }),
          sort: sort?.field,
          order: sort?.order,
        };
      },
    ),
    getOne: wrappedOne<UpgradeMemberResponse['data']>(
      (id) => `${base()}/upgrade_aog_mog/${segment(id)}`,
    ),
    create: ({ data }: CreateParams) =>
      requestJson<UpgradeResponse>(`${base()}/upgrade_aog_mog`, { method: 'POST', body: data }),
    update: ({ id, data }: UpdateParams) =>
      requestJson<UpgradeResponse>(`${base()}/upgrade_aog_mog/${segment(id)}`, {
        method: 'PATCH',
        body: data,
      }),
  },
  views: {},
};
