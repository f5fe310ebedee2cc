import { seesPersonalDataInFull, type PersonalDataScreen } from '../../domain/access';
import { maskPersonalFields, PERSONAL_FIELDS, type PersonalField } from '../../domain/personalData';
import { recordAudit } from '../audit/repository';
import type { Caller } from '../context';
import type { Executor } from '../db/client';

/** The audit action of a member's personal data shown in full. */
export const PERSONAL_DATA_VIEW = 'member.view_personal';

/**
 * A member's record as `screen` shows it to the caller: in full where the access table says so,
 * and then the view is written to the audit log (who, when, which member, where); masked
 * everywhere else.
 */
export const showPersonalData = async <T extends Partial<Record<PersonalField, string | null>>>(
  db: Executor,
  view: { caller: Caller; screen: PersonalDataScreen; memberId: number; at: Date },
  record: T,
): Promise<T> => {
  if (!seesPersonalDataInFull(view.caller.group, view.screen)) return maskPersonalFields(record);
  await recordAudit(db, {
    adminId: view.caller.adminId,
    action: PERSONAL_DATA_VIEW,
    entity: 'register_aog_mog',
    entityId: view.memberId,
    changes: { screen: view.screen, fields: PERSONAL_FIELDS },
    at: view.at,
  });
  return record;
};
