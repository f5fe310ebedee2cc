import type { RegionLevel, RegionListResponse } from '../../domain/api/regions';
import type { AppContext } from '../context';
import { searchRegions, type RegionSearch } from './repository';

export const searchRegionLevel = async (
  ctx: AppContext,
  level: RegionLevel,
  search: RegionSearch,
): Promise<RegionListResponse> => ({ data: await searchRegions(ctx.db, level, search) });
