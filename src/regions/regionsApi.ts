import type { RegionLevel, RegionListResponse } from '../../domain/api/regions';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';

/** The query name of each level's parent. */
const PARENT_PARAM: Record<RegionLevel, string | null> = {
  provinces: null,
  regencies: 'id_province',
  districts: 'id_regencies',
  villages: 'id_district',
};

/** The public general API: no token is sent. */
export const regionsApi = {
  searchRegions: (level: RegionLevel, parentId: string | null, keyword = '') => {
    const parent = PARENT_PARAM[level];
    return requestJson<RegionListResponse>(`${apiConfig.generalUrl}/${level}/search`, {
      anonymous: true,
      query: { kata_kunci: keyword, ...(parent && parentId ? { [parent]: parentId } : {}) },
    });
  },
};

export type RegionsApi = typeof regionsApi;
