import { http, HttpResponse } from 'msw';
import type { OperatingHoursResponse } from '../../../domain/api/hours';

/** The demo's operating hours, answered at 11:00 WIB on Wednesday 18 November 2026 (open). */
export const OPEN_HOURS: OperatingHoursResponse['data'] = {
  open: 10,
  closed: 16,
  days: [1, 2, 3, 4, 5],
  is_open: true,
  now: '2026-11-18T04:00:00.000Z',
  message: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
};

/** GET /api/user/time_open_closed answering `hours`. */
export const hoursHandler = (hours: OperatingHoursResponse['data'] = OPEN_HOURS) =>
  http.get('/api/user/time_open_closed', () => HttpResponse.json({ data: hours }));
