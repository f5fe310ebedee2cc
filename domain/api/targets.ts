import { number, object, type ObjectSchema } from 'yup';
import { appMessages } from '../../i18n/app-id';
import {
  MAX_MONTHLY_TARGET,
  MONTHS,
  TARGET_KEYS,
  targetKey,
  type TargetKind,
  type TargetValues,
} from '../targets';

const M = appMessages.targets;

const year = () =>
  number().typeError(M.yearType).integer(M.yearType).min(2000, M.yearRange).max(2100, M.yearRange);

const monthly = () =>
  number()
    .typeError(M.valueType)
    .required(M.valueRequired)
    .integer(M.valueType)
    .min(0, M.valueMin)
    .max(MAX_MONTHLY_TARGET, M.valueMax);

/** Copies AOG_1 style keys onto AOG_01 unless the padded key is given too. */
const acceptUnpaddedKeys = (value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...input };
  for (const type of ['AOG', 'MOG'] as const) {
    for (const month of MONTHS) {
      const padded = targetKey(type, month);
      const plain = `${type}_${month}`;
      if (out[padded] === undefined && input[plain] !== undefined) out[padded] = input[plain];
    }
  }
  return out;
};

export interface TargetSaveRequest extends TargetValues {
  /** The year. */
  name: number;
}

/** POST /api/user/target and /api/user/target_upgrade (SBS): a year's 24 monthly figures. */
export const targetSaveSchema = object({
  name: year().required(M.yearRequired),
  ...Object.fromEntries(TARGET_KEYS.map((key) => [key, monthly()])),
}).transform(acceptUnpaddedKeys) as unknown as ObjectSchema<TargetSaveRequest>;

/** GET /api/user/target/aktif and /api/user/target_upgrade/aktif: name is the year. */
export const targetQuerySchema = object({ name: year().optional() });
export interface TargetQuery {
  name?: number;
}

export interface TargetYear extends TargetValues {
  /** The year, as a string like the API's other names. */
  name: string;
  type: TargetKind;
  /** When and by whom the year was last saved; null when it never was. */
  updated_at: string | null;
  updated_by: string | null;
}

export interface TargetResponse {
  data: TargetYear;
}
