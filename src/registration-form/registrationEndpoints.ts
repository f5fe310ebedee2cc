import type { RegistrationListQuery } from '../../domain/api/proofs';
import type { RegistrationRow } from '../../domain/api/receipts';
import { apiConfig } from '../providers/config';
import { pagedList } from '../resources/pagedEndpoints';
import type { ResourceEndpoints } from '../resources/resourceTypes';

/**
 * GET user/register_aog_mog/index, one page of the branch's rows still needing proof in
 * react-admin's page, size and order. The checked rows of other pages are not loaded: their
 * total comes from the server (RegistrationSelection.tsx).
 */
const getList = pagedList<RegistrationRow>(
  () => `${apiConfig.apiUrl}/user/register_aog_mog/index`,
  ({ pagination, sort }) =>
    ({
      page: pagination?.page,
      per_page: pagination?.perPage,
      sort: sort?.field,
      order: sort?.order,
    }) satisfies Partial<Record<keyof RegistrationListQuery, unknown>>,
);

export const registrationEndpoints = { getList } satisfies ResourceEndpoints;
