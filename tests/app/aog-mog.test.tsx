import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReportRow } from '../../domain/api/aogMog';
import type { Paged } from '../../domain/api/common';
import { renderApp, screen } from './support/renderApp';
import { server, serverBusy } from './support/server';
import { hoursHandler } from './support/hours';

const row = (id: number, overrides: Partial<ReportRow> = {}): ReportRow => ({
  id,
  tanggal_pendaftaran: '2026-11-10T03:00:00.000Z',
  tanggal_upgrade: null,
  nama_lengkap: `Anggota ${id}`,
  jenis_pendaftaran: 'MOG',
  no_id: `MOG000000${id}`,
  proses: 'confirmed',
  apakah_sudah_mengikuti_private_class: null,
  cabang_pembina: 'Cabang Bandung',
  nama_pereferal: 'Ani Wijaya',
  ...overrides,
});

const paged = (data: ReportRow[]): Paged<ReportRow> => ({
  data,
  current_page: 1,
  per_page: 10,
  total: data.length,
  from: data.length ? 1 : null,
  last_page: 1,
});

const report = () => {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/user/register_aog_mog/search_by_date_v2', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(
        paged([
          row(1, { tanggal_upgrade: '2026-11-12T05:00:00.000Z', jenis_pendaftaran: 'AOG' }),
          row(2, { proses: 'proof' }),
        ]),
      );
    }),
  );
  return queries;
};

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeEach(() => {
  // The period is the server's: its clock says 18 November, whatever the browser's says.
  server.use(hoursHandler());
  URL.createObjectURL = vi.fn(() => 'blob:laporan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('/aog-mog', () => {
  it('lists the last 30 days of confirmed members with the list’s columns', async () => {
    const queries = report();
    renderApp('/aog-mog', 'ESS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Laporan Aog Mog' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Laporan Aog Mog' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Tanggal Pendaftaran',
      'Tanggal Upgrade',
      'Nama Lengkap',
      'Jenis Pendaftaran',
      'Proses',
      'PPA',
      'Cabang Pembina',
      'Nama Pereferal',
    ]);
    expect(within(table).getByText('Menunggu Bukti Bayar')).toBeInTheDocument();
    expect(queries[0]).toEqual({
      page: '1',
      start_date: '2026-10-19',
      end_date: '2026-11-18',
      status: '1',
    });
  });

  it("downloads the period's report as '<start>_<end>.xlsx' and says 'download success'", async () => {
    report();
    const asked: string[] = [];
    server.use(
      http.get('/api/user/register_aog_mog/export_excel', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 0x03, 0x04]).buffer, {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('2026-10-19_2026-11-18.xlsx');
    });
    renderApp('/aog-mog', 'SBS');
    await screen.findByRole('table', { name: 'Laporan Aog Mog' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('download success')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    expect(asked[0]).toBe('?start_date=2026-10-19&end_date=2026-11-18&status=1');
    click.mockRestore();
  });

  it('picks the period in DD/MM/YYYY and says why Download is disabled', async () => {
    report();
    renderApp('/aog-mog', 'SBS');
    await screen.findByRole('table', { name: 'Laporan Aog Mog' });
    // MUI X's picker loads on first use, after a placeholder field.
    const start = await screen.findByRole('group', { name: 'Start Date' });
    expect(start).toHaveTextContent('19/10/2026');
    await userEvent.click(within(start).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('17102026');
    const message = 'End Date paling lambat 30 hari setelah Start Date';
    expect(await screen.findByText(message)).toBeInTheDocument();
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download).toBeDisabled();
    await userEvent.hover(download.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(message);
  });

  it("says 'download gagal' when the report cannot be made", async () => {
    report();
    server.use(http.get('/api/user/register_aog_mog/export_excel', () => serverBusy()));
    renderApp('/aog-mog', 'CLUB');
    await screen.findByRole('table', { name: 'Laporan Aog Mog' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('download gagal')).toBeInTheDocument();
  });

  it('is not offered to RND', async () => {
    renderApp('/aog-mog', 'RND');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});

describe('/registration-form-show', () => {
  it('shows CABANG the same list of its members', async () => {
    const queries = report();
    renderApp('/registration-form-show', 'CABANG');
    const table = await screen.findByRole('table', { name: 'Laporan Aog Mog' });
    expect(within(table).getByText('Anggota 1')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ status: '1' });
  });
});
