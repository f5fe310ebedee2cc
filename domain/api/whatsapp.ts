import { boolean, number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { RECEIPT_STATUSES } from '../receipts';
import {
  isTemplateKey,
  REMINDER_TEMPLATE_STATUSES,
  TEMPLATE_ACTIONS,
  TEMPLATE_TYPES,
  unknownPlaceholders,
  type TemplateAction,
  type TemplateStatus,
  type TemplateType,
  type WaTemplateStatus,
} from '../templates';
import { MULTILINE } from '../text';
import type { DeliveryStatus } from '../whatsappDelivery';
import { pageParam } from './paging';
import {
  OUTBOX_LOG_CHANNELS,
  OUTBOX_STATUSES,
  type OutboxLogChannel,
  type OutboxStatus,
} from '../lists';

const E = appMessages.errors;
const M = appMessages.whatsapp.form;

/** WhatsApp's limit for the body of a text message. */
export const TEMPLATE_MAX_LENGTH = 4096;

/**
 * The text of a template: required, within WhatsApp's limit, only the placeholders of its action
 * (`action_on` beside it, or the form's context).
 */
const messageField = () =>
  string()
    .meta(MULTILINE)
    .trim()
    .required(M.required)
    .max(TEMPLATE_MAX_LENGTH, M.tooLong)
    .test('placeholders', M.unknownPlaceholders, function (value) {
      // The form says its action in the context; without one, a receipt's placeholders.
      const action = ((this.parent as { action_on?: unknown } | undefined)?.action_on ??
        (this.options.context as { action_on?: unknown } | undefined)?.action_on ??
        'create') as string;
      // An unknown action has its own error.
      if (!(TEMPLATE_ACTIONS as readonly string[]).includes(action)) return true;
      const unknown = unknownPlaceholders(value ?? '', action as TemplateAction);
      if (!unknown.length) return true;
      const names = unknown.join(', ');
      return this.createError({ message: M.unknownPlaceholders.replace('%{names}', names) });
    });

/**
 * Which template: GET /api/user/message/notification's query. Beside SPEC.md's actions and
 * receipt statuses, 'reminder' with recipient 'branch' and status 'p' or 'i'.
 */
export const templateKeyQuery = object({
  action_on: string()
    .required(E.badRequest)
    .oneOf([...TEMPLATE_ACTIONS], E.badRequest),
  type: string()
    .required(E.badRequest)
    .oneOf([...TEMPLATE_TYPES], E.badRequest),
  status: string()
    .required(E.badRequest)
    .oneOf([...RECEIPT_STATUSES, ...REMINDER_TEMPLATE_STATUSES], E.badRequest),
}).test('slot', E.badRequest, function (key) {
  // A field missing or unknown has its own error; a known status of another action is refused
  // on `status` ('p' for 'create', '0' for 'reminder').
  const { action_on, type, status } = key;
  if (!action_on || !type || !status || isTemplateKey({ action_on, type, status })) return true;
  return this.createError({ path: 'status', message: E.badRequest });
});
export type TemplateKeyQuery = InferType<typeof templateKeyQuery>;

/** POST /api/user/message/notification: auto_send is 1 or 0 on the wire. */
export const templateSaveSchema = templateKeyQuery.shape({
  message: messageField(),
  auto_send: number()
    .transform((value: unknown, original: unknown) =>
      typeof original === 'boolean' ? Number(original) : value,
    )
    .typeError(E.badRequest)
    .required(E.badRequest)
    .oneOf([0, 1], E.badRequest),
});
export type TemplateSaveRequest = InferType<typeof templateSaveSchema>;

/** The /setting-wa form: the same message rule, auto_send as the checkbox's boolean. */
export const templateFormSchema = object({
  message: messageField(),
  auto_send: boolean().required(),
});
export type TemplateFormValues = InferType<typeof templateFormSchema>;

export interface WaTemplate {
  action_on: TemplateAction;
  type: TemplateType;
  /** A receipt status ('0', '1', '2'), or a reminder's kind ('p', 'i'). */
  status: TemplateStatus;
  message: string;
  auto_send: 0 | 1;
  updated_at: string;
  /** Name of the account that last changed it; null for the template a new database starts with. */
  updated_by: string | null;
  /** The template as a message template on the WhatsApp Business Account. */
  wa: WaTemplateReview;
}

export interface WaTemplateReview {
  /** Whether the server submits templates and sends by them (its business account is set). */
  in_use: boolean;
  /** Its name there, e.g. 'aogmog_create_user_1'. */
  name: string;
  /** Its id there; null until a submission went through. */
  template_id: string | null;
  /** Its review status there; null while never submitted. */
  status: WaTemplateStatus | null;
  /** Why it was rejected, paused or disabled, as WhatsApp said. */
  reason: string | null;
  /** Why the last submission failed (the saved text is kept); null once one went through. */
  error: string | null;
}

export interface WaTemplateResponse {
  data: WaTemplate;
}

export interface WaTemplateSaveResponse {
  /** 'Message notifikasi berhasil di set'; after POST …/notification/submit, that it went. */
  message: string;
  data: WaTemplate;
}

/* ------------------------------------------------------------------------- the message log */

/**
 * GET /api/user/message/outbox: `page` from 1, `status` one of OUTBOX_STATUSES or empty for all,
 * `channel` one of OUTBOX_LOG_CHANNELS (WhatsApp unless given).
 */
export const outboxListQuery = object({
  page: pageParam(E.badRequest),
  status: string()
    .oneOf(['', ...OUTBOX_STATUSES], E.badRequest)
    .default(''),
  channel: string()
    .oneOf([...OUTBOX_LOG_CHANNELS], E.badRequest)
    .default('whatsapp'),
});
export type OutboxListQuery = InferType<typeof outboxListQuery>;

/** `:id` of POST /api/user/message/outbox/:id/retry. */
export const outboxIdParams = object({
  id: number()
    .typeError(E.badRequest)
    .required(E.badRequest)
    .integer(E.badRequest)
    .min(1, E.badRequest)
    .max(Number.MAX_SAFE_INTEGER, E.badRequest),
});

/** One WhatsApp message or push of the outbox as the log shows it. */
export interface OutboxMessage {
  id: number;
  channel: OutboxLogChannel;
  /** A phone number; for a push, the e-mail of the account that holds the subscription. */
  recipient: string;
  /** For a push, its title and text on two lines. */
  body: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** When a pending message is tried next. */
  next_attempt_at: string;
  /** What caused it, e.g. 'receipt'. */
  ref_type: string | null;
  ref_id: string | null;
  /** The WhatsApp Cloud API's id of the message as last sent; null before, and for a push. */
  wamid: string | null;
  /** What the Cloud API last reported about it; null until it reports. */
  delivery_status: DeliveryStatus | null;
  /** Why it was not delivered, in Indonesian with the API's code (when `failed`). */
  delivery_error: string | null;
  /** When the reported status happened. */
  delivery_at: string | null;
  /** Why a `skipped` message was not sent, in Indonesian; null for any other. */
  not_sent_reason: string | null;
}

export interface OutboxMessageResponse {
  message: string;
  data: OutboxMessage;
}
