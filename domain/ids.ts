/**
 * Generated member IDs: the type's prefix and a running number of fixed width, e.g.
 * 'AOG0000042'. Running numbers come from one database sequence per type, so IDs never repeat,
 * also across server instances. Seven digits give ten million IDs per type; once a type's
 * sequence passes that, generation is refused rather than widening (and breaking) the format.
 */
export type IdType = 'aog' | 'mog';
export const ID_TYPES: readonly IdType[] = ['aog', 'mog'];
export const ID_NUMBER_WIDTH = 7;
/** The largest running number the format holds: 9,999,999. */
export const MAX_RUNNING_NUMBER = 10 ** ID_NUMBER_WIDTH - 1;

export const formatGeneratedId = (type: IdType, runningNumber: number): string =>
  `${type.toUpperCase()}${String(runningNumber).padStart(ID_NUMBER_WIDTH, '0')}`;

export const GENERATED_ID_PATTERN = new RegExp(`^(AOG|MOG)\\d{${ID_NUMBER_WIDTH}}$`);

/**
 * The most IDs one generation request may create, and one assignment may hand out: a month's
 * registrations of a large branch fit in one batch, and one statement stays quick.
 */
export const MAX_IDS_PER_REQUEST = 1000;

/**
 * What an ID's status means depends on who looks. Central staff
 * (/generate-id): available until it is assigned to a branch. A branch (/id-aog-mog): available
 * until a registration or an upgrade takes it.
 */
export const ID_STATUS = { available: 0, used: 1 } as const;
export type IdStatus = (typeof ID_STATUS)[keyof typeof ID_STATUS];

export const centralIdStatus = (id: { branchId: number | null }): IdStatus =>
  id.branchId === null ? ID_STATUS.available : ID_STATUS.used;

export const branchIdStatus = (id: { takenAt: Date | string | null }): IdStatus =>
  id.takenAt === null ? ID_STATUS.available : ID_STATUS.used;
