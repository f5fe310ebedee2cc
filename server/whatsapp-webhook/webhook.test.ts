import { describe, expect, it } from 'vitest';
import { statusReports } from './events';
import { isSignedBy, signatureOf } from './signature';

describe('the webhook signature', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account"}');

  it('is the HMAC-SHA256 of the raw body with the app secret', () => {
    expect(isSignedBy('s3cret', body, signatureOf('s3cret', body))).toBe(true);
    expect(
      isSignedBy(
        's3cret',
        body,
        signatureOf('s3cret', body).toUpperCase().replace('SHA256', 'sha256'),
      ),
    ).toBe(true);
  });

  it.each([
    ['another secret', signatureOf('other', body)],
    ['another body', signatureOf('s3cret', `${body.toString()} `)],
    ['no prefix', signatureOf('s3cret', body).slice(7)],
    ['a short digest', 'sha256=abcd'],
    ['nothing', undefined],
    ['an array', ['sha256=00']],
  ])('refuses %s', (_label, header) => {
    expect(isSignedBy('s3cret', body, header)).toBe(false);
  });
});

describe('status reports', () => {
  const call = (statuses: unknown[], field = 'messages') => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field, value: { messaging_product: 'whatsapp', statuses } }] }],
  });

  it('are read with their time and first error', () => {
    expect(
      statusReports(
        call([
          { id: 'wamid.A', status: 'read', timestamp: '1795500000', recipient_id: '62812' },
          {
            id: 'wamid.B',
            status: 'failed',
            timestamp: '1795500001',
            errors: [{ code: 131047, title: 'Re-engagement message' }],
          },
        ]),
      ),
    ).toEqual([
      {
        wamid: 'wamid.A',
        status: 'read',
        at: new Date(1795500000 * 1000),
        errorCode: null,
        errorTitle: null,
      },
      {
        wamid: 'wamid.B',
        status: 'failed',
        at: new Date(1795500001 * 1000),
        errorCode: 131047,
        errorTitle: 'Re-engagement message',
      },
    ]);
  });

  it('leave out what is malformed or not a status event', () => {
    expect(statusReports(null)).toEqual([]);
    expect(statusReports({ object: 'page', entry: [] })).toEqual([]);
    expect(
      statusReports(call([{ id: 'wamid.A', status: 'read', timestamp: '1' }], 'account_update')),
    ).toEqual([]);
    expect(
      statusReports(
        call([
          { id: 'wamid.A', status: 'deleted', timestamp: '1' },
          { id: '', status: 'read', timestamp: '1' },
          { id: 'wamid.C', status: 'read', timestamp: 'soon' },
          { id: 'x'.repeat(129), status: 'read', timestamp: '1' },
          'wamid.D',
        ]),
      ),
    ).toEqual([]);
  });
});
