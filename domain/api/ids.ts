import { array, number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { ID_STATUS, ID_TYPES, MAX_IDS_PER_REQUEST, type IdStatus, type IdType } from '../ids';
import { BRANCH_ID_PAGE_SIZE, CENTRAL_ID_PAGE_SIZE } from '../lists';

/*
 * Member IDs: generation and assignment by central staff, the
 * central list (/generate-id) and a branch's own list (/id-aog-mog).
 */

const V = appMessages.ids.validation;
const E = appMessages.errors;

/** PostgreSQL's integer: larger numbers would make the database, not the rules, refuse. */
const INT_MAX = 2_147_483_647;

/** An empty field or parameter counts as absent, so 'wajib diisi' (not a type error) shows. */
const blankAsUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** POST /api/user/register_aog_mog/generate-id/request. */
export const generateIdsSchema = object({
  total: number()
    .transform(blankAsUndefined)
    .typeError(V.number)
    .required(V.required)
    .integer(V.integer)
    .min(1, V.min)
    .max(MAX_IDS_PER_REQUEST, V.max),
  type: string<IdType>().required(V.required).oneOf(ID_TYPES, V.type),
});
export type GenerateIdsRequest = InferType<typeof generateIdsSchema>;

/** PATCH /api/user/register_aog_mog/generate-id/request: all of `generated` or none. */
export const assignIdsSchema = object({
  generated: array(string().trim().required(V.required).max(30, V.idFormat))
    .typeError(V.required)
    .required(V.required)
    .min(1, V.required)
    .max(MAX_IDS_PER_REQUEST, V.max),
  id_branch: number()
    .transform(blankAsUndefined)
    .typeError(V.required)
    .required(V.required)
    .integer(V.required)
    .min(1, V.required)
    .max(INT_MAX, V.required),
});
export type AssignIdsRequest = InferType<typeof assignIdsSchema>;

export type IdOrder = 'asc' | 'desc';

const page = () =>
  number()
    .typeError(E.badRequest)
    .integer(E.badRequest)
    .min(1, E.badRequest)
    .max(INT_MAX)
    .default(1);
const pageSize = (fallback: number) =>
  number()
    .typeError(E.badRequest)
    .integer(E.badRequest)
    .min(1, E.badRequest)
    .max(MAX_IDS_PER_REQUEST, E.badRequest)
    .default(fallback);
const listFields = (order: IdOrder, size: number) => ({
  type: string()
    .lowercase()
    .oneOf(['', ...ID_TYPES], E.badRequest)
    .default(''),
  // Answered as 0 / 1; the entity's words are taken as well.
  status: string()
    .trim()
    .lowercase()
    .transform((value: string) =>
      Object.hasOwn(ID_STATUS, value) ? String(ID_STATUS[value as keyof typeof ID_STATUS]) : value,
    )
    .oneOf(['', '0', '1'], E.badRequest)
    .default(''),
  page: page(),
  page_size: pageSize(size),
  order_type: string<IdOrder>().lowercase().oneOf(['asc', 'desc'], E.badRequest).default(order),
  order_column: string().oneOf(['generate_id'], E.badRequest).default('generate_id'),
  keyword: string().trim().max(50, E.badRequest).default(''),
});

/** GET /api/user/register_aog_mog/generate-id/request: every ID, ascending, 50 a page. */
export const idListQuery = object({
  ...listFields('asc', CENTRAL_ID_PAGE_SIZE),
  id_branch: number()
    .transform(blankAsUndefined)
    .typeError(E.badRequest)
    .integer(E.badRequest)
    .min(1, E.badRequest)
    .max(INT_MAX, E.badRequest)
    .optional(),
});
export type IdListQuery = InferType<typeof idListQuery>;

/** GET …/generate-id/request/branch: the caller's branch's IDs, newest first, 20 a page. */
export const branchIdListQuery = object(listFields('desc', BRANCH_ID_PAGE_SIZE));
export type BranchIdListQuery = InferType<typeof branchIdListQuery>;

/** The list parameters as the app sends them (everything optional, blanks dropped). */
export type IdListParams = Partial<{
  type: '' | IdType;
  status: '' | '0' | '1';
  page: number;
  page_size: number;
  order_type: IdOrder;
  order_column: 'generate_id';
  keyword: string;
  id_branch: number;
}>;

/**
 * One generated ID. `status` is 0 available / 1 used as the list that answers it sees it:
 * centrally, assigned to a branch = used; for a branch, taken by a member = used.
 */
export interface GeneratedId {
  generate_id: string;
  type: IdType;
  status: IdStatus;
  branch: { id: number; name: string } | null;
  created_at: string;
  assigned_at: string | null;
  taken_at: string | null;
}

/** The ID lists answer this shape, not the usual paged one. */
export interface IdListResponse {
  data: GeneratedId[];
  last_page: number;
  total_item: number;
}

/** The new IDs, in running order ('data.data' as the app's HTTP client sees the body). */
export interface GenerateIdsResponse {
  message: string;
  data: GeneratedId[];
}

export interface AssignIdsResponse {
  message: string;
  data: { branch: { id: number; name: string }; generated: string[] };
}

/** The 'Cabang Generate' dialog's form: the branch only (the IDs are the selection). */
export const assignBranchFormSchema = assignIdsSchema.pick(['id_branch']);
export type AssignBranchForm = InferType<typeof assignBranchFormSchema>;
