import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Paged } from '../../domain/api/common';
import type { OutboxMessage, WaTemplate } from '../../domain/api/whatsapp';
import type { TemplateAction, TemplateStatus, TemplateType } from '../../domain/templates';
import { renderApp, screen } from './support/renderApp';
import { server, serverBusy } from './support/server';

const template = (key: URLSearchParams, message?: string): WaTemplate => ({
  action_on: key.get('action_on') as TemplateAction,
  type: key.get('type') as TemplateType,
  status: key.get('status') as TemplateStatus,
  message:
    message ?? `Yth. {cabang}, ${key.get('action_on')}/${key.get('type')}/${key.get('status')}`,
  auto_send: 1,
  updated_at: '2026-11-17T03:00:00.000Z',
  updated_by: null,
  wa: {
    in_use: false,
    name: `aogmog_${key.get('action_on')}_${key.get('type')}_${key.get('status')}`,
    template_id: null,
    status: null,
    reason: null,
    error: null,
  },
});

/** Templates the handlers keep, recording what was asked and saved. */
const templatesApi = () => {
  const saved = new Map<string, WaTemplate>();
  const loads: string[] = [];
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/user/message/notification', ({ request }) => {
      const key = new URL(request.url).searchParams;
      const id = `${key.get('action_on')}/${key.get('type')}/${key.get('status')}`;
      loads.push(id);
      return HttpResponse.json({ data: saved.get(id) ?? template(key) });
    }),
    http.post('/api/user/message/notification', async ({ request }) => {
      const body = (await request.json()) as Record<string, string | number>;
      posts.push(body);
      const data: WaTemplate = {
        ...template(new URLSearchParams(body as Record<string, string>), String(body.message)),
        auto_send: body.auto_send === 1 ? 1 : 0,
        updated_by: 'Petugas SBS',
        updated_at: '2026-11-18T04:00:00.000Z',
      };
      saved.set(`${body.action_on}/${body.type}/${body.status}`, data);
      return HttpResponse.json({ message: 'Message notifikasi berhasil di set', data });
    }),
  );
  return { loads, posts };
};

const messageBox = () => screen.findByRole('textbox', { name: 'Pesan' });

describe('/setting-wa', () => {
  it('has the action, recipient and status tabs, each loading its own template', async () => {
    const api = templatesApi();
    renderApp('/setting-wa', 'SBS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Setting WhatsApp' }),
    ).toBeInTheDocument();
    for (const name of [
      '+ Aog Mog',
      'Upgrade Aog',
      'Cabang',
      'Calon Aog Mog',
      'Preferal',
      'Menunggu Konfirmasi',
      'Terkonfirmasi',
      'Tidak Disetujui',
    ]) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(await messageBox()).toHaveValue('Yth. {cabang}, create/branch/0');
    expect(screen.getByRole('checkbox', { name: 'Auto Send Message' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Upgrade Aog' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Preferal' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Tidak Disetujui' }));
    await waitFor(async () =>
      expect(await messageBox()).toHaveValue('Yth. {cabang}, upgrade/preferal/2'),
    );
    expect(api.loads).toContain('upgrade/preferal/2');
  });

  it('lists the placeholders in the Info card and previews the message for a sample member', async () => {
    templatesApi();
    renderApp('/setting-wa', 'SBS');
    const info = await screen.findByRole('complementary', { name: 'Info' });
    const placeholders: [string, string][] = [
      ['{tanggal_pendaftaran}', 'Tanggal pendaftaran'],
      ['{nama}', 'Nama lengkap pendaftar'],
      ['{no_id}', 'Nomor ID AOG/MOG'],
      ['{jenis_pendaftaran}', 'Jenis pendaftaran (AOG atau MOG)'],
      ['{cabang}', 'Nama cabang'],
      ['{nama_pereferal}', 'Nama pereferal'],
      ['{total_biaya}', 'Total biaya'],
      ['{nama_bank}', 'Nama bank pendaftar'],
      ['{nomor_rekening}', 'Nomor rekening pendaftar'],
    ];
    for (const [placeholder, meaning] of placeholders) {
      expect(within(info).getByText(placeholder)).toBeInTheDocument();
      expect(within(info).getByText(meaning)).toBeInTheDocument();
    }
    const box = await messageBox();
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste(
      'Halo {nama}, {jenis_pendaftaran} {no_id} di {cabang} tanggal {tanggal_pendaftaran}: {total_biaya}',
    );
    expect(screen.getByTestId('template-preview')).toHaveTextContent(
      'Halo Siti Rahmawati, MOG MOG0001234 di Cabang Jakarta Selatan tanggal 18 November 2026: Rp 420.000',
    );
  });

  it("has the reminders' templates under 'Pengingat', with their own placeholders", async () => {
    const api = templatesApi();
    renderApp('/setting-wa', 'SBS');
    await messageBox();
    await userEvent.click(screen.getByRole('tab', { name: 'Pengingat' }));
    // The branch alone, and the two kinds of reminder in place of the receipt statuses.
    await waitFor(async () =>
      expect(await messageBox()).toHaveValue('Yth. {cabang}, reminder/branch/p'),
    );
    expect(screen.queryByRole('tab', { name: 'Calon Aog Mog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Terkonfirmasi' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bukti pembayaran belum diunggah' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const info = screen.getByRole('complementary', { name: 'Info' });
    for (const placeholder of ['{cabang}', '{jumlah}', '{hari}', '{daftar}']) {
      expect(within(info).getByText(placeholder)).toBeInTheDocument();
    }
    expect(within(info).queryByText('{nama}')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'ID belum dipakai' }));
    const box = await messageBox();
    await waitFor(() => expect(box).toHaveValue('Yth. {cabang}, reminder/branch/i'));
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('Untuk {cabang}: {jumlah} ID lewat {hari} hari ({daftar}). {nama}');
    expect(
      await screen.findByText(
        'Placeholder tidak dikenal: {nama}. Gunakan placeholder pada kartu Info.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(box, '{Backspace>6}');
    await waitFor(() =>
      expect(screen.getByTestId('template-preview')).toHaveTextContent(
        'Untuk Cabang Jakarta Selatan: 4 ID lewat 2 hari (MOG0001234 Siti Rahmawati, MOG0001235 Dewi Lestari, MOG0001236 Budi Santoso dan 1 lainnya).',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.posts).toEqual([
        {
          action_on: 'reminder',
          type: 'branch',
          status: 'i',
          message: 'Untuk {cabang}: {jumlah} ID lewat {hari} hari ({daftar}).',
          auto_send: 1,
        },
      ]),
    );

    // Back to a receipt action: its recipient and status tabs return, on their first.
    await userEvent.click(screen.getByRole('tab', { name: '+ Aog Mog' }));
    await waitFor(async () =>
      expect(await messageBox()).toHaveValue('Yth. {cabang}, create/branch/0'),
    );
  });

  it('refuses an unknown placeholder while typing, and never sends it', async () => {
    const api = templatesApi();
    renderApp('/setting-wa', 'SBS');
    const box = await messageBox();
    await userEvent.type(box, ' alamat {{alamat}');
    expect(
      await screen.findByText(
        'Placeholder tidak dikenal: {alamat}. Gunakan placeholder pada kartu Info.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(api.posts).toEqual([]);
  });

  it("saves the message and auto send, says 'Message notifikasi berhasil di set' and reloads", async () => {
    const api = templatesApi();
    renderApp('/setting-wa', 'SBS');
    await userEvent.click(await screen.findByRole('tab', { name: 'Calon Aog Mog' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Terkonfirmasi' }));
    const box = await messageBox();
    await waitFor(() => expect(box).toHaveValue('Yth. {cabang}, create/user/1'));
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('Selamat {nama}, pembayaran Anda dikonfirmasi.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto Send Message' }));
    const loadsBefore = api.loads.length;
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Message notifikasi berhasil di set')).toBeInTheDocument();
    expect(api.posts).toEqual([
      {
        action_on: 'create',
        type: 'user',
        status: '1',
        message: 'Selamat {nama}, pembayaran Anda dikonfirmasi.',
        auto_send: 0,
      },
    ]);
    await waitFor(() => expect(api.loads.length).toBeGreaterThan(loadsBefore));
    expect(await screen.findByText(/oleh Petugas SBS/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Auto Send Message' })).not.toBeChecked();
  });

  it("says 'something wen't wrong' when a template cannot load or save", async () => {
    server.use(http.get('/api/user/message/notification', () => serverBusy()));
    renderApp('/setting-wa', 'SBS');
    expect(await screen.findByText("something wen't wrong")).toBeInTheDocument();

    templatesApi();
    server.use(
      http.post('/api/user/message/notification', () =>
        HttpResponse.json(
          {
            message: 'Data yang dikirim tidak valid',
            errors: { message: ['Pesan maksimal 4096 karakter'] },
          },
          { status: 422 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Terkonfirmasi' }));
    await messageBox();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("something wen't wrong")).toBeInTheDocument();
    expect(await screen.findByText('Pesan maksimal 4096 karakter')).toBeInTheDocument();
  });

  it('leads to the message log', async () => {
    templatesApi();
    server.use(http.get('/api/user/message/outbox', () => HttpResponse.json(logPage([]))));
    renderApp('/setting-wa', 'SBS');
    await userEvent.click(await screen.findByRole('link', { name: 'Log Pesan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log Pesan' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/setting-wa/log');
    expect(await screen.findByText('Belum ada pesan')).toBeInTheDocument();
  });

  it('is not there for RND, whose menu the organisation gives Setting WA', async () => {
    renderApp('/setting-wa', 'RND');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});

const message = (id: number, overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id,
  channel: 'whatsapp',
  recipient: `+628121111000${id}`,
  body: `Pesan nomor ${id}`,
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-18T03:00:00.000Z',
  sent_at: '2026-11-18T03:00:05.000Z',
  next_attempt_at: '2026-11-18T03:00:00.000Z',
  ref_type: 'receipt',
  ref_id: `9:1:user:${id}`,
  wamid: null,
  delivery_status: null,
  delivery_error: null,
  delivery_at: null,
  not_sent_reason: null,
  ...overrides,
});

const logPage = (data: OutboxMessage[]): Paged<OutboxMessage> => ({
  data,
  current_page: 1,
  per_page: 20,
  total: data.length,
  from: data.length ? 1 : null,
  last_page: 1,
});

describe('/setting-wa with a WhatsApp Business Account', () => {
  it("shows each template's review beside it, and submits a failed one again", async () => {
    const submitted: Record<string, unknown>[] = [];
    const review = (key: URLSearchParams, resubmitted: boolean): WaTemplate['wa'] => {
      const base = template(key).wa;
      const wa = { ...base, in_use: true };
      if (key.get('type') === 'branch') return { ...wa, template_id: '901', status: 'APPROVED' };
      if (key.get('type') === 'user') {
        return { ...wa, template_id: '902', status: 'REJECTED', reason: 'INVALID_FORMAT' };
      }
      return resubmitted
        ? { ...wa, template_id: '903', status: 'PENDING' }
        : { ...wa, error: 'WhatsApp Cloud API 500: Service temporarily unavailable (code 2)' };
    };
    server.use(
      http.get('/api/user/message/notification', ({ request }) => {
        const key = new URL(request.url).searchParams;
        return HttpResponse.json({
          data: { ...template(key), wa: review(key, submitted.length > 0) },
        });
      }),
      http.post('/api/user/message/notification/submit', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        submitted.push(body);
        const key = new URLSearchParams(body);
        return HttpResponse.json({
          message: 'Template diajukan ke WhatsApp untuk ditinjau',
          data: { ...template(key), wa: review(key, true) },
        });
      }),
    );
    renderApp('/setting-wa', 'SBS');
    let status = await screen.findByTestId('template-review');
    expect(within(status).getByText('Disetujui WhatsApp')).toBeInTheDocument();
    expect(within(status).getByText('Nama: aogmog_create_branch_0')).toBeInTheDocument();
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Calon Aog Mog' }));
    await waitFor(() =>
      expect(screen.getByTestId('template-review')).toHaveTextContent('Ditolak WhatsApp'),
    );
    expect(screen.getByText('Alasan: INVALID_FORMAT')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Preferal' }));
    await waitFor(() =>
      expect(screen.getByTestId('template-review')).toHaveTextContent(
        'Gagal diajukan ke WhatsApp: WhatsApp Cloud API 500: Service temporarily unavailable (code 2)',
      ),
    );
    status = screen.getByTestId('template-review');
    expect(within(status).getByText('Belum diajukan ke WhatsApp')).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Ajukan Ulang ke WhatsApp' }));
    expect(
      await screen.findByText('Template diajukan ke WhatsApp untuk ditinjau'),
    ).toBeInTheDocument();
    expect(submitted).toEqual([{ action_on: 'create', type: 'preferal', status: '0' }]);
    await waitFor(() =>
      expect(screen.getByTestId('template-review')).toHaveTextContent('Sedang ditinjau WhatsApp'),
    );
    expect(
      within(screen.getByTestId('template-review')).queryByRole('button'),
    ).not.toBeInTheDocument();
  });

  it('shows nothing of reviews on a server that sends free text', async () => {
    templatesApi();
    renderApp('/setting-wa', 'SBS');
    await messageBox();
    expect(screen.queryByTestId('template-review')).not.toBeInTheDocument();
  });
});

describe('/setting-wa/log', () => {
  it('shows sent, waiting and failed messages, filters them and retries a failed one', async () => {
    const asked: URLSearchParams[] = [];
    const retried: string[] = [];
    let failed = true;
    server.use(
      http.get('/api/user/message/outbox', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          logPage([
            message(3, {
              status: failed ? 'failed' : 'pending',
              attempts: failed ? 8 : 0,
              sent_at: null,
              last_error: 'WhatsApp Cloud API 400: (#131026) Message undeliverable',
              next_attempt_at: '2026-11-18T04:00:00.000Z',
            }),
            message(2, { status: 'pending', attempts: 1, sent_at: null }),
            message(4, {
              status: 'waiting',
              attempts: 0,
              sent_at: null,
              last_error: 'Menunggu persetujuan template: Sedang ditinjau WhatsApp',
            }),
            message(1, {}),
          ]),
        );
      }),
      http.post('/api/user/message/outbox/:id/retry', ({ params }) => {
        retried.push(String(params.id));
        failed = false;
        return HttpResponse.json({
          message: 'Pesan dijadwalkan untuk dikirim ulang',
          data: message(3, { status: 'pending', attempts: 0 }),
        });
      }),
    );
    renderApp('/setting-wa/log', 'SBS');
    const table = await screen.findByRole('table');
    const failedRow = (await within(table).findByText('Pesan nomor 3')).closest('tr')!;
    expect(within(failedRow).getByText('Gagal')).toBeInTheDocument();
    expect(within(failedRow).getByText('8')).toBeInTheDocument();
    expect(
      within(failedRow).getByText('WhatsApp Cloud API 400: (#131026) Message undeliverable'),
    ).toBeInTheDocument();
    expect(within(failedRow).getByText('+6281211110003')).toBeInTheDocument();
    const sentRow = within(table).getByText('Pesan nomor 1').closest('tr')!;
    expect(within(sentRow).getByText('Terkirim')).toBeInTheDocument();
    expect(within(sentRow).getByText('pada 18 November 2026 10:00')).toBeInTheDocument();
    expect(within(sentRow).queryByRole('button', { name: 'Kirim Ulang' })).not.toBeInTheDocument();
    expect(
      within(within(table).getByText('Pesan nomor 2').closest('tr')!).getByText('Menunggu Dikirim'),
    ).toBeInTheDocument();
    const waitingRow = within(table).getByText('Pesan nomor 4').closest('tr')!;
    expect(within(waitingRow).getByText('Menunggu persetujuan template')).toBeInTheDocument();
    expect(
      within(waitingRow).getByText('Menunggu persetujuan template: Sedang ditinjau WhatsApp'),
    ).toBeInTheDocument();
    expect(
      within(waitingRow).queryByRole('button', { name: 'Kirim Ulang' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(failedRow).getByRole('button', { name: 'Kirim Ulang' }));
    expect(await screen.findByText('Pesan dijadwalkan untuk dikirim ulang')).toBeInTheDocument();
    expect(retried).toEqual(['3']);
    await waitFor(() =>
      expect(
        within(within(table).getByText('Pesan nomor 3').closest('tr')!).queryByText('Gagal'),
      ).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gagal' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('failed'));
    expect(asked[0]?.get('status')).toBe(null);
    expect(asked[0]?.get('channel')).toBe('whatsapp');
    // The filter lives in the URL, in react-admin's format.
    await waitFor(() =>
      expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual(
        { channel: 'whatsapp', status: 'failed' },
      ),
    );
  });

  it('shows what WhatsApp reported: read, or not delivered and why', async () => {
    server.use(
      http.get('/api/user/message/outbox', () =>
        HttpResponse.json(
          logPage([
            message(2, {
              wamid: 'wamid.B',
              delivery_status: 'failed',
              delivery_at: '2026-11-18T03:01:00.000Z',
              delivery_error:
                'Penerima tidak membalas dalam 24 jam terakhir; pesan hanya dapat dikirim dengan template yang disetujui (kode 131047)',
            }),
            message(1, {
              wamid: 'wamid.A',
              delivery_status: 'read',
              delivery_at: '2026-11-18T03:05:00.000Z',
            }),
          ]),
        ),
      ),
    );
    renderApp('/setting-wa/log', 'SBS');
    const table = await screen.findByRole('table');
    const readRow = (await within(table).findByText('Pesan nomor 1')).closest('tr')!;
    expect(within(readRow).getByText('Dibaca 18 November 2026 10:05')).toBeInTheDocument();
    const failedRow = within(table).getByText('Pesan nomor 2').closest('tr')!;
    expect(
      within(failedRow).getByText('Gagal Diterima 18 November 2026 10:01'),
    ).toBeInTheDocument();
    expect(
      within(failedRow).getByText(/tidak membalas dalam 24 jam.*\(kode 131047\)$/),
    ).toBeInTheDocument();
  });

  it('shows a message not sent as such, with why, and offers no retry', async () => {
    server.use(
      http.get('/api/user/message/outbox', () =>
        HttpResponse.json(
          logPage([
            message(3, {
              status: 'skipped',
              attempts: 0,
              sent_at: null,
              not_sent_reason: 'Penerima belum menyetujui pesan WhatsApp',
            }),
          ]),
        ),
      ),
    );
    renderApp('/setting-wa/log', 'SBS');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Pesan nomor 3')).closest('tr')!;
    expect(within(row).getByText('Tidak Dikirim')).toBeInTheDocument();
    expect(within(row).getByText('Penerima belum menyetujui pesan WhatsApp')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Kirim Ulang' })).toBeNull();
  });

  it('shows the pushes on their channel, under the account they went to', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/user/message/outbox', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json(
          logPage(
            query.get('channel') === 'push'
              ? [
                  message(9, {
                    channel: 'push',
                    recipient: 'sbs@demo.local',
                    body: 'Bukti pembayaran pendaftaran menunggu konfirmasi\nINV-9 · Cabang Bandung · Rp 2.900.000',
                    status: 'failed',
                    last_error: 'Push service 410 (langganan dihapus)',
                  }),
                ]
              : [message(1, {})],
          ),
        );
      }),
    );
    renderApp('/setting-wa/log', 'SBS');
    expect(await screen.findByText('Pesan nomor 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Kanal' }));
    const choices = await screen.findAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual(['WhatsApp', 'Notifikasi Push']);
    await userEvent.click(await screen.findByRole('option', { name: 'Notifikasi Push' }));
    const row = (await screen.findByText(/^Bukti pembayaran pendaftaran/)).closest('tr')!;
    expect(within(row).getByText('sbs@demo.local')).toBeInTheDocument();
    expect(within(row).getByText('Push service 410 (langganan dihapus)')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Kirim Ulang' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('channel')).toBe('push');
    expect(screen.queryByText('Pesan nomor 1')).not.toBeInTheDocument();
  });

  it('opens filtered and paged from the URL, and pages through the server', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/user/message/outbox', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const page = Number(query.get('page') ?? 1);
        const ids = page === 1 ? [45, 44, 43] : [25, 24];
        return HttpResponse.json({
          data: ids.map((id) => message(id, { status: 'failed', attempts: 8, sent_at: null })),
          current_page: page,
          per_page: 20,
          total: 45,
          from: (page - 1) * 20 + 1,
          last_page: 3,
        });
      }),
    );
    const filter = encodeURIComponent(JSON.stringify({ status: 'failed' }));
    renderApp(`/setting-wa/log?filter=${filter}&page=2`, 'SBS');
    expect(await screen.findByText('Pesan nomor 25')).toBeInTheDocument();
    expect(asked.at(-1)?.get('status')).toBe('failed');
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Gagal');
    expect(screen.getByText(/^21–40 dari 45$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman sebelumnya' }));
    expect(await screen.findByText('Pesan nomor 45')).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(new URLSearchParams(window.location.search).get('page')).toBe('1');
  });

  it('looks again every 5 s while a shown message waits', async () => {
    let calls = 0;
    server.use(
      http.get('/api/user/message/outbox', () => {
        calls += 1;
        return HttpResponse.json(
          logPage([
            calls < 2
              ? message(1, { status: 'pending', attempts: 0, sent_at: null })
              : message(1, {}),
          ]),
        );
      }),
    );
    renderApp('/setting-wa/log', 'SBS');
    const row = async () => (await screen.findByText('Pesan nomor 1')).closest('tr')!;
    expect(within(await row()).getByText('Menunggu Dikirim')).toBeInTheDocument();
    await waitFor(
      async () => expect(within(await row()).getByText('Terkirim')).toBeInTheDocument(),
      {
        timeout: 8000,
      },
    );
    expect(calls).toBe(2);
  });

  it('is only for the groups that may read the log', async () => {
    renderApp('/setting-wa/log', 'CABANG');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
