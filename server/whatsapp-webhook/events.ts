import { WA_TEMPLATE_STATUSES, type WaTemplateStatus } from '../../domain/templates';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../domain/whatsappDelivery';

/** One status event of the Cloud API's `messages` webhook field. */
export interface StatusReport {
  wamid: string;
  status: DeliveryStatus;
  at: Date;
  /** For `failed`: the first error's code and title. */
  errorCode: number | null;
  errorTitle: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const reportOf = (raw: unknown): StatusReport | null => {
  if (!isRecord(raw)) return null;
  const { id, status, timestamp } = raw;
  if (typeof id !== 'string' || !id || id.length > 128) return null;
  if (!(DELIVERY_STATUSES as readonly unknown[]).includes(status)) return null;
  const seconds = Number(timestamp);
  if (!Number.isSafeInteger(seconds) || seconds < 0) return null;
  const [error] = list(raw.errors).filter(isRecord);
  const code = error?.code;
  const title = error?.title ?? error?.message;
  return {
    wamid: id,
    status: status as DeliveryStatus,
    at: new Date(seconds * 1000),
    errorCode: typeof code === 'number' && Number.isSafeInteger(code) ? code : null,
    errorTitle: typeof title === 'string' ? title.slice(0, 500) : null,
  };
};

/**
 * The status events of a webhook call (`entry[].changes[].value.statuses[]` of the field
 * `messages`). What this server does not use (incoming messages, other fields) and what is
 * malformed is left out: Meta retries a call that is not answered 200, and would repeat it.
 */
export const statusReports = (payload: unknown): StatusReport[] => {
  if (!isRecord(payload) || payload.object !== 'whatsapp_business_account') return [];
  return list(payload.entry)
    .filter(isRecord)
    .flatMap((entry) => list(entry.changes).filter(isRecord))
    .filter((change) => change.field === 'messages' && isRecord(change.value))
    .flatMap((change) => list((change.value as Record<string, unknown>).statuses))
    .map(reportOf)
    .filter((report): report is StatusReport => report !== null);
};

/** One `message_template_status_update` event: a template's review changed. */
export interface TemplateReviewReport {
  templateId: string;
  name: string;
  status: WaTemplateStatus;
  reason: string | null;
}

const reviewOf = (raw: unknown): TemplateReviewReport | null => {
  if (!isRecord(raw)) return null;
  const { event, message_template_id: id, message_template_name: name, reason } = raw;
  if (!(WA_TEMPLATE_STATUSES as readonly unknown[]).includes(event)) return null;
  if ((typeof id !== 'number' && typeof id !== 'string') || String(id).length > 64) return null;
  if (typeof name !== 'string' || name.length > 512) return null;
  return {
    templateId: String(id),
    name,
    status: event as WaTemplateStatus,
    // 'NONE' is how an approval says there is no reason.
    reason: typeof reason === 'string' && reason && reason !== 'NONE' ? reason.slice(0, 500) : null,
  };
};

/**
 * The template reviews of a webhook call (`entry[].changes[].value` of the field
 * `message_template_status_update`); events this server does not keep (archived, in appeal…)
 * are left out.
 */
export const templateReviews = (payload: unknown): TemplateReviewReport[] => {
  if (!isRecord(payload) || payload.object !== 'whatsapp_business_account') return [];
  return list(payload.entry)
    .filter(isRecord)
    .flatMap((entry) => list(entry.changes).filter(isRecord))
    .filter((change) => change.field === 'message_template_status_update')
    .map((change) => reviewOf(change.value))
    .filter((review): review is TemplateReviewReport => review !== null);
};
