import { number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { regionSearchText } from '../regionNames';

const M = appMessages.regions;

/**
 * The public region look-ups (`/api/general/...`): each searches one level by `kata_kunci`
 * (case-insensitive, anywhere in the name; a province's abbreviation or a shortened 'Kab.' as
 * its full name), within its parent when the parent's id is given. The name
 * equal to the keyword comes first, then names starting with it, then names with a word starting
 * with it, then the rest; alphabetical within each.
 */

/** The most rows one search answers: more than any parent has children (108 villages at most). */
export const REGION_LIMIT = 200;

const keyword = () =>
  string()
    .trim()
    .max(100, M.keywordTooLong)
    .transform((typed: string) => regionSearchText(typed))
    .default('');
/**
 * A parent's Kemendagri code of its level's shape (province '32', regency '32.73', district
 * '32.73.02'): a run of digits out of any code's range is refused like any other bad parent.
 */
const parentId = (parts: 1 | 2 | 3) =>
  string()
    .trim()
    .max(20, M.badParent)
    .matches(new RegExp(`^[0-9]{2}(\\.[0-9]{2}){${parts - 1}}$`), {
      message: M.badParent,
      excludeEmptyString: true,
    })
    .optional();
const limit = () =>
  number()
    .typeError(M.badLimit)
    .integer(M.badLimit)
    .min(1, M.badLimit)
    .max(REGION_LIMIT, M.badLimit)
    .default(REGION_LIMIT);

export const provinceSearchQuery = object({ kata_kunci: keyword(), limit: limit() });
export const regencySearchQuery = object({
  kata_kunci: keyword(),
  id_province: parentId(1),
  limit: limit(),
});
export const districtSearchQuery = object({
  kata_kunci: keyword(),
  id_regencies: parentId(2),
  limit: limit(),
});
export const villageSearchQuery = object({
  kata_kunci: keyword(),
  id_district: parentId(3),
  limit: limit(),
});

export type ProvinceSearchQuery = InferType<typeof provinceSearchQuery>;
export type RegencySearchQuery = InferType<typeof regencySearchQuery>;
export type DistrictSearchQuery = InferType<typeof districtSearchQuery>;
export type VillageSearchQuery = InferType<typeof villageSearchQuery>;

export type RegionLevel = 'provinces' | 'regencies' | 'districts' | 'villages';

/** A province, regency/city, district or village: its Kemendagri code and its name. */
export interface RegionItem {
  id: string;
  name: string;
}

export interface RegionListResponse {
  data: RegionItem[];
}
