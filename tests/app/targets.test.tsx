import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TargetYear } from '../../domain/api/targets';
import { inJakarta } from '../../domain/dates';
import { emptyTargets, type TargetKind } from '../../domain/targets';
import { renderApp, screen } from './support/renderApp';
import { server } from './support/server';

const thisYear = inJakarta(new Date()).year();

afterEach(() => vi.useRealTimers());

/** Targets the handlers keep per kind and year, recording what was asked and posted. */
const targetsApi = (options: { failWith?: Record<string, string[]> } = {}) => {
  const saved = new Map<string, TargetYear>();
  const loads: string[] = [];
  const posts: { kind: TargetKind; body: Record<string, unknown> }[] = [];
  const yearOf = (kind: TargetKind, name: string): TargetYear =>
    saved.get(`${kind}/${name}`) ?? {
      name,
      type: kind,
      ...emptyTargets(),
      updated_at: null,
      updated_by: null,
    };
  for (const [kind, path] of [
    ['registration', '/api/user/target'],
    ['upgrade', '/api/user/target_upgrade'],
  ] as const) {
    server.use(
      http.get(`${path}/aktif`, ({ request }) => {
        const name = new URL(request.url).searchParams.get('name') ?? String(thisYear);
        loads.push(`${kind}/${name}`);
        return HttpResponse.json({ data: yearOf(kind, name) });
      }),
      http.post(path, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push({ kind, body });
        if (options.failWith) {
          return HttpResponse.json(
            { message: 'Data tidak valid', errors: options.failWith },
            { status: 422 },
          );
        }
        const data = {
          ...(body as Omit<TargetYear, 'name' | 'type' | 'updated_at' | 'updated_by'>),
          name: String(body.name),
          type: kind,
          updated_at: '2026-11-18T04:00:00.000Z',
          updated_by: 'Petugas SBS',
        };
        saved.set(`${kind}/${data.name}`, data);
        return HttpResponse.json({ data });
      }),
    );
  }
  return { loads, posts, saved };
};

const field = (label: string) => screen.findByRole('spinbutton', { name: label });

describe('/statistic-member/create-target', () => {
  it('opens on next year, registration targets, with past years disabled', async () => {
    const api = targetsApi();
    renderApp('/statistic-member/create-target', 'SBS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Input Target AOG & MOG' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.loads).toContain(`registration/${thisYear + 1}`));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'Bulan',
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ]);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/statistic-member/history-target',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Tahun' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: String(thisYear - 1) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(listbox).getByRole('option', { name: String(thisYear) })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('applies typing after a second, asks for confirmation, and saves all 24 figures', async () => {
    const api = targetsApi();
    const user = userEvent.setup();
    renderApp('/statistic-member/create-target', 'SBS');
    await user.click(await screen.findByRole('combobox', { name: 'Tipe Target' }));
    await user.click(await screen.findByRole('option', { name: 'Upgrade' }));
    await waitFor(() => expect(api.loads).toContain(`upgrade/${thisYear + 1}`));
    const march = await field('Target AOG Maret');
    // The clock moves on its own as well, so everything else waits as it would for real.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.clear(march);
    await user.type(march, '40');
    const december = await field('Target MOG Desember');
    await user.clear(december);
    await user.type(december, '7');
    // Not blurred: the 1 s delay applies it.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Confirmation' });
    expect(within(dialog).getByText('Are you sure to save this data?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Target Updated')).toBeInTheDocument();
    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]).toEqual({
      kind: 'upgrade',
      body: { ...emptyTargets(), AOG_03: 40, MOG_12: 7, name: thisYear + 1 },
    });
  });

  it('keeps Cancel harmless, blocks bad figures, and shows what the server refused', async () => {
    const api = targetsApi({ failWith: { AOG_01: ['Target tidak boleh negatif'] } });
    const user = userEvent.setup();
    renderApp('/statistic-member/create-target', 'SBS');
    const january = await field('Target AOG Januari');
    await user.clear(january);
    await user.type(january, '1.5');
    await user.tab();
    expect(await screen.findByText('Target harus berupa angka bulat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(january);
    await user.type(january, '3');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Something went error')).toBeInTheDocument();
    expect(await screen.findByText('Target tidak boleh negatif')).toBeInTheDocument();
    expect(api.posts).toHaveLength(1);
  });
});

describe('/statistic-member/history-target', () => {
  it('shows any year read-only, for RND as for SBS', async () => {
    const api = targetsApi();
    api.saved.set(`registration/${thisYear - 3}`, {
      name: String(thisYear - 3),
      type: 'registration',
      ...emptyTargets(),
      AOG_05: 55,
      updated_at: '2026-01-02T03:00:00.000Z',
      updated_by: 'Petugas SBS',
    });
    const user = userEvent.setup();
    renderApp('/statistic-member/history-target', 'RND');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'History Target' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.loads).toContain(`registration/${thisYear}`));
    await user.click(screen.getByRole('combobox', { name: 'Tahun' }));
    await user.click(await screen.findByRole('option', { name: String(thisYear - 3) }));
    const may = await field('Target AOG Mei');
    await waitFor(() => expect(may).toHaveValue(55));
    expect(may).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText(/oleh Petugas SBS/)).toBeInTheDocument();
  });

  it('is not open to RND as the input page', async () => {
    targetsApi();
    renderApp('/statistic-member/create-target', 'RND');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});
