import type { CreateParams, GetListParams, UpdateParams } from 'react-admin';
import type {
  UpgradeCandidate,
  UpgradeMemberResponse,
  UpgradeResponse,
} from '../../domain/api/upgrade';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ResourceEndpoints } from '../resources/resourceTypes';

/** The upgrade form's resource, named after its paths' first segment (the contract's spelling). */
export const UPGRADE_FORM_RESOURCE = 'registrasion-form';
/** The members an upgrade starts from: the search table on /upgrade-mog, no screen of its own. */
export const CANDIDATE_RESOURCE = 'upgrade-candidates';

const base = () => `${apiConfig.apiUrl}/user`;

/** The search box's selector: 'ID MOG' or 'Nama'. */
export const SEARCH_BY = ['no_id', 'nama_lengkap'] as const;

/**
 * The branch's members an upgrade starts from (GET user/register_aog_mog/search with the contract's
 * `no_id` or `nama_lengkap`, matched from the start, 5 a page, sorted by the server).
 */
export const candidateEndpoints = {
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
} satisfies ResourceEndpoints;

/**
 * The upgrade form's member: read by its row's id (GET user/upgrade_aog_mog/{id}), upgraded by
 * the contract's PATCH (the member named by its row) or POST (the member named by the old ID typed
 * in).
 */
export const upgradeFormEndpoints = {
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
} satisfies ResourceEndpoints;
