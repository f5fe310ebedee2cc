import { describe, expect, it } from 'vitest';
import { statusReports, templateReviews } from './events';
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

describe('template reviews', () => {
  const call = (value: unknown, field = 'message_template_status_update') => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', time: 1, changes: [{ field, value }] }],
  });

  it('are read with their id, name, status and reason (none on approval)', () => {
    expect(
      templateReviews(
        call({
          event: 'REJECTED',
          message_template_id: 9000000001,
          message_template_name: 'aogmog_create_user_1',
          message_template_language: 'id',
          reason: 'INVALID_FORMAT',
        }),
      ),
    ).toEqual([
      {
        templateId: '9000000001',
        name: 'aogmog_create_user_1',
        status: 'REJECTED',
        reason: 'INVALID_FORMAT',
      },
    ]);
    expect(
      templateReviews(
        call({
          event: 'APPROVED',
          message_template_id: '7',
          message_template_name: 'x',
          reason: 'NONE',
        }),
      ),
    ).toEqual([{ templateId: '7', name: 'x', status: 'APPROVED', reason: null }]);
  });

  it('leave out other events, other fields and what is malformed', () => {
    const good = { event: 'APPROVED', message_template_id: 7, message_template_name: 'x' };
    expect(templateReviews(call({ ...good, event: 'ARCHIVED' }))).toEqual([]);
    expect(templateReviews(call(good, 'messages'))).toEqual([]);
    expect(templateReviews(call({ ...good, message_template_id: null }))).toEqual([]);
    expect(templateReviews(call({ ...good, message_template_name: 7 }))).toEqual([]);
    expect(templateReviews(call('APPROVED'))).toEqual([]);
  });
});
