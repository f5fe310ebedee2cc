import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminProfile } from '../../../domain/api/auth';
import type { DashboardCountsResponse } from '../../../domain/api/dashboard';
import type { AppSettingsResponse } from '../../../domain/api/settings';
import type { Group } from '../../../domain/groups';
import type { PushSettingsResponse } from '../../../domain/api/push';
import type { PushPreferences } from '../../../domain/push';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { appMessages } from '../../../i18n/app-id';
import { VAPID_PUBLIC_KEY } from './fakePush';
import { statisticsHandlers } from './statistics';

/** The network of the component tests: msw answers as the real API does, shapes from domain/. */
export const adminOf = (group: Group): AdminProfile => ({
  id: 7,
  name: `Petugas ${group}`,
  email: `${group.toLowerCase()}@demo.local`,
  image: null,
  branch: group === 'CABANG' ? { id: 3, name: 'Cabang Jakarta Selatan' } : null,
  group_user: { id: 1, name: group },
});

export const counts: DashboardCountsResponse = {
  start_date: '2026-11-18',
  end_date: '2026-11-18',
  data: {
    count_pending: 2,
    count_approved: 5,
    count_rejected: 1,
    count_not_upload: 3,
    upgrade_count_pending: 1,
    upgrade_count_approved: 0,
    upgrade_count_rejected: 2,
    upgrade_count_not_upload: 4,
  },
};

export const settings = (
  overrides: Partial<AppSettingsResponse['data']> = {},
): AppSettingsResponse => ({
  data: {
    help_center_url: 'https://contoh.id/panduan.pdf',
    notice: DEFAULT_SETTINGS.notice,
    operating_hours: DEFAULT_SETTINGS.operating_hours,
    upload_limit: DEFAULT_SETTINGS.upload_limit,
    ...overrides,
  },
});

/** GET /api/user/push_settings: the VAPID key and the account's kinds (all on by default). */
export const pushSettings = (preferences: Partial<PushPreferences> = {}): PushSettingsResponse => ({
  data: {
    publicKey: VAPID_PUBLIC_KEY,
    preferences: { proofWaiting: true, receiptDecided: true, idsAssigned: true, ...preferences },
  },
});

/**
 * A call the server cannot answer now: 503 'Server sedang sibuk', the failure docs/openapi.yaml
 * lists for every route (a 500 is no answer of the contract).
 */
export const serverBusy = () =>
  HttpResponse.json(
    { message: appMessages.errors.busy, errors: { _: [appMessages.errors.busy] } },
    { status: 503 },
  );

/** A paged list with nothing in it, as the Laravel-style list routes answer. */
export const emptyPage = (perPage: number) => ({
  data: [],
  current_page: 1,
  per_page: perPage,
  total: 0,
  from: null,
  last_page: 1,
});

export const defaultHandlers = [
  http.get('/api/user/settings', () => HttpResponse.json(settings())),
  http.get('/api/build-id', () => HttpResponse.json({ build_id: 'test-build' })),
  http.get('/api/user/dashboard/count_cabang', () => HttpResponse.json(counts)),
  http.get('/api/user/dashboard/count', () => HttpResponse.json(counts)),
  http.get('/api/user/profile', () => HttpResponse.json({ data: adminOf('SBS') })),
  http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  ...statisticsHandlers(),
  http.get('/api/user/push_settings', () => HttpResponse.json(pushSettings())),
  // SBS's dashboard card and 'Konfirmasi Pembayaran' ask the bank reconciliation: nothing yet.
  http.get('/api/user/bank_statement/summary', () =>
    HttpResponse.json({ data: { unmatched_today: 0, oldest_waiting: [] } }),
  ),
  http.get('/api/user/bank_statement/receipt/:kind/:id', () => HttpResponse.json({ data: null })),
  // SBS's dashboard card of receipts waiting too long: none.
  http.get('/api/user/reminders/waiting_receipts', () =>
    HttpResponse.json({ data: [], total: 0, threshold_hours: 24 }),
  ),
  // Proofs and photos: the first bytes of a PNG.
  http.get('/api/user/files/:id', () =>
    HttpResponse.arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer, {
      headers: { 'content-type': 'image/png' },
    }),
  ),
];

export const server = setupServer(...defaultHandlers);
