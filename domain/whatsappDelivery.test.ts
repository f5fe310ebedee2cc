import { describe, expect, it } from 'vitest';
import { advancesDelivery, deliveryFailureText, isPermanentError } from './whatsappDelivery';

describe('delivery statuses', () => {
  it('only move forward, and a failure ends an undelivered message', () => {
    expect(advancesDelivery(null, 'sent')).toBe(true);
    expect(advancesDelivery('sent', 'delivered')).toBe(true);
    expect(advancesDelivery('delivered', 'read')).toBe(true);
    expect(advancesDelivery(null, 'read')).toBe(true);
    expect(advancesDelivery('sent', 'failed')).toBe(true);
    expect(advancesDelivery('read', 'delivered')).toBe(false);
    expect(advancesDelivery('delivered', 'sent')).toBe(false);
    expect(advancesDelivery('read', 'read')).toBe(false);
    expect(advancesDelivery('delivered', 'failed')).toBe(false);
    expect(advancesDelivery('failed', 'delivered')).toBe(false);
  });
});

describe('WhatsApp error codes', () => {
  it.each([131026, 131047, 131051, 132000, 132001, 132015, 132999, 133010])(
    '%i is permanent',
    (code) => expect(isPermanentError(code)).toBe(true),
  );
  it.each([130429, 131056, 131048, 131000, 131016, 190, 133000])('%i is retried', (code) =>
    expect(isPermanentError(code)).toBe(false),
  );

  it('are explained in Indonesian with their code, or quoted when unknown', () => {
    expect(deliveryFailureText(131026, 'Message undeliverable')).toBe(
      'Nomor ini tidak dapat menerima pesan WhatsApp (bukan nomor WhatsApp atau aplikasinya terlalu lama) (kode 131026)',
    );
    expect(deliveryFailureText(131000, 'Something went wrong')).toBe(
      'WhatsApp menolak pesan: Something went wrong (kode 131000)',
    );
    expect(deliveryFailureText(null, null)).toBe('WhatsApp menolak pesan: -');
  });
});
