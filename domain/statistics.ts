// Apart from the request schemas (domain/api/statistics.ts): the statistics screens read these
// page sizes, and yup is not part of their first load.
export const ACTIVE_BRANCH_PER_PAGE = 5;
export const TOP_BRANCH_PER_PAGE = 10;
