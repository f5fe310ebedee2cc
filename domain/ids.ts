/**
 * Generated member IDs: the type's prefix and a running number of fixed width, e.g.
 * 'AOG0000042'. Running numbers come from one database sequence per type, so IDs never repeat,
 * also across server instances. Seven digits give ten million IDs per type.
 */
export type IdType = 'aog' | 'mog';
export const ID_TYPES: readonly IdType[] = ['aog', 'mog'];
export const ID_NUMBER_WIDTH = 7;

export const formatGeneratedId = (type: IdType, runningNumber: number): string =>
  `${type.toUpperCase()}${String(runningNumber).padStart(ID_NUMBER_WIDTH, '0')}`;

export const GENERATED_ID_PATTERN = new RegExp(`^(AOG|MOG)\\d{${ID_NUMBER_WIDTH}}$`);

/** The most IDs one generation request may create. */
export const MAX_IDS_PER_REQUEST = 1000;
