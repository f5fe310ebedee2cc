import { expect } from 'vitest';
import { like } from 'drizzle-orm';
import type { Paged } from '../../../domain/api/common';
import type { OutboxMessage } from '../../../domain/api/whatsapp';
import { outbox } from '../../../server/db/schema';
import type { TestApp } from './app';
import type { FakeGraphApi } from './fakeGraphApi';
import { waitingReceipt } from './waitingReceipt';

export const APP_SECRET = 'rahasia-aplikasi-uji';
export const VERIFY_TOKEN = 'token-verifikasi-uji';

/**
 * A server's WhatsApp settings on the fake Graph API; with the business account, it submits
 * templates and sends by them.
 */
export const cloudApiEnv = (api: FakeGraphApi, { businessAccount = false } = {}) => ({
  WHATSAPP_TOKEN: 'EAAG-uji-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  ...(businessAccount && { WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398' }),
  WHATSAPP_API_URL: api.apiUrl,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
});

/** A receipt of branch A confirmed by SBS: its three WhatsApp messages queued. */
export const confirmedReceipt = async (t: TestApp, noWa = '0812-3456-7890') => {
  const id = await waitingReceipt(t, { noWa, namaLengkap: 'Dewi Lestari' });
  const decided = await t.call({
    method: 'PATCH',
    url: `/api/user/payment_receipt/${id}`,
    payload: { status: '1' },
    as: 'SBS',
  });
  expect(decided.statusCode).toBe(200);
  return id;
};

/** A receipt's outbox rows, in the order they were queued. */
export const receiptMessages = (t: TestApp, receiptId: number) =>
  t.db
    .select()
    .from(outbox)
    .where(like(outbox.refId, `${receiptId}:%`))
    .orderBy(outbox.id);

/** The first page of the WhatsApp message log, as SBS reads it. */
export const messageLog = async (t: TestApp): Promise<OutboxMessage[]> => {
  const res = await t.call({ method: 'GET', url: '/api/user/message/outbox', as: 'SBS' });
  expect(res.statusCode).toBe(200);
  return res.json<Paged<OutboxMessage>>().data;
};
