import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { OutboxChannel, OutboxRow } from './repository';

/** What a channel answers for a message it accepted: its id there, when it gives one. */
export interface Accepted {
  /** e.g. the WhatsApp Cloud API's 'wamid.…', which its delivery receipts name. */
  externalId?: string;
}

/** Delivers one message or throws; the worker handles retries. */
export interface Transport {
  send(message: OutboxRow): Promise<Accepted | void>;
}

/** A refusal that no retry can change (e.g. a push subscription the browser dropped). */
export class PermanentFailure extends Error {}

/** Not sent because its WhatsApp template is not approved (yet): the message waits for it. */
export class AwaitingTemplate extends Error {}

export type Transports = Record<OutboxChannel, Transport>;

/** Used when no real channel is configured: the message is printed and counts as delivered. */
export const logTransport = (log: FastifyBaseLogger, channel: OutboxChannel): Transport => ({
  send: async (message) => {
    // The document itself is not rendered for the log: its number is in the subject.
    const attached =
      message.kuitansiId === null ? '' : `\n[lampiran: kuitansi ${message.kuitansiId}]`;
    log.info(
      {
        outboxId: message.id,
        channel,
        to: message.recipient,
        subject: message.subject,
        ...(message.kuitansiId === null ? {} : { kuitansiId: message.kuitansiId }),
      },
      `[${channel}] to ${message.recipient}${message.subject ? ` — ${message.subject}` : ''}\n${message.body}${attached}`,
    );
  },
});

/** The files a message carries, made when it is sent (e.g. a receipt document's PDF). */
export type AttachmentsOf = (message: OutboxRow) => Promise<Mail.Attachment[]>;

export const smtpTransport = (
  transport: string | SMTPTransport.Options,
  from: string,
  attachmentsOf: AttachmentsOf,
): Transport => {
  const mailer = nodemailer.createTransport(transport);
  return {
    send: async (message) => {
      await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        attachments: await attachmentsOf(message),
      });
    },
  };
};
