import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { inJakarta } from '../../domain/dates';
import { renderApp, screen } from './support/renderApp';
import { server } from './support/server';
import { statisticsHandlers } from './support/statistics';

const thisYear = inJakarta(new Date()).year();

const recordCalls = () => {
  const calls: string[] = [];
  server.use(...statisticsHandlers(calls));
  return calls;
};
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

const card = (name: string) => screen.findByRole('group', { name });

describe('/statistic-member', () => {
  it('shows the totals, private class, fees and target progress as x of y with the percentage', async () => {
    recordCalls();
    renderApp('/statistic-member', 'SBS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AOG & MOG Statistic' }),
    ).toBeInTheDocument();
    expect(await within(await card('Total Cabang')).findByText('12')).toBeInTheDocument();
    expect(within(await card('Total MOG')).getByText('6.789')).toBeInTheDocument();
    expect(within(await card('AOG attendees')).getByText('4')).toBeInTheDocument();
    expect(
      within(await card('Registration Fee AOG')).getByText('Rp 29.000.000'),
    ).toBeInTheDocument();
    const ytd = (await screen.findByRole('heading', { name: 'Target Year To Date' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(within(ytd).getByText('300 of 400 (75%)')).toBeInTheDocument();
    // Over target: 150 %, the bar stops at 100.
    const over = within(ytd).getByRole('group', { name: 'Registrasi MOG' });
    expect(within(over).getByText('1500 of 1000 (150%)')).toBeInTheDocument();
    expect(within(over).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // No target: 0 %, not infinity.
    expect(
      within(within(ytd).getByRole('group', { name: 'Upgrade AOG' })).getByText('50 of 0 (0%)'),
    ).toBeInTheDocument();
    // The server's percentage, to two decimals, as Indonesian writes it.
    expect(
      within(within(ytd).getByRole('group', { name: 'Upgrade MOG' })).getByText(
        '10 of 30 (33,33%)',
      ),
    ).toBeInTheDocument();
    const mtd = (await screen.findByRole('heading', { name: 'Target Month To Date' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(within(mtd).getByText('30 of 40 (75%)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History Target' })).toHaveAttribute(
      'href',
      '/statistic-member/history-target',
    );
    expect(screen.getByRole('link', { name: 'Input Target' })).toHaveAttribute(
      'href',
      '/statistic-member/create-target',
    );
    for (const name of ['Registrasi per Tahun', 'Upgrade per Tahun', 'Registrasi per Bulan']) {
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    }
    const top = screen.getByRole('table', { name: 'Top 10 Branch' });
    expect(
      within(top)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NoNama CabangAOGMOGTotal', '1Cabang Jakarta459', '2Cabang Bandung123']);
  });

  it('offers RND the history but not the input of targets', async () => {
    recordCalls();
    renderApp('/statistic-member', 'RND');
    expect(await screen.findByRole('link', { name: 'History Target' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Input Target' })).not.toBeInTheDocument();
  });

  it('asks the yearly charts for the picked year', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp('/statistic-member', 'SBS');
    const [yearly] = await screen.findAllByRole('combobox', { name: 'Tahun' });
    await user.click(yearly!);
    await user.click(await screen.findByRole('option', { name: String(thisYear - 2) }));
    await waitFor(() =>
      expect(calls.filter((c) => c.includes('perbulan')).map(query)).toContainEqual({
        year: String(thisYear - 2),
      }),
    );
  });

  it("picks a branch in the dialog: 'All Branch' first, search after a second, Pilih and Batal", async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp('/statistic-member', 'SBS');
    const [feeButton] = await screen.findAllByRole('button', { name: 'Cabang: All Branch' });
    await user.click(feeButton!);
    let dialog = await screen.findByRole('dialog', { name: 'Pilih Cabang' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(6));
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['All Branch', 'Cabang 1', 'Cabang 2', 'Cabang 3', 'Cabang 4', 'Cabang 5']);
    expect(within(dialog).getByRole('radio', { name: 'All Branch' })).toBeChecked();
    await user.type(within(dialog).getByPlaceholderText('Search Branch'), '7');
    const searches = () => calls.filter((c) => c.includes('search_branch_active')).map(query);
    expect(searches()).not.toContainEqual({ kata_kunci: '7', page: '1' });
    await waitFor(() => expect(searches()).toContainEqual({ kata_kunci: '7', page: '1' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Cabang 7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pilih' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.includes('dashboard_v3')).map(query)).toContainEqual(
        expect.objectContaining({ id_branch: '7' }),
      ),
    );
    const picked = await screen.findByRole('button', { name: 'Cabang: Cabang 7' });
    await user.click(picked);
    dialog = await screen.findByRole('dialog', { name: 'Pilih Cabang' });
    await user.click(await within(dialog).findByRole('radio', { name: 'All Branch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cabang: Cabang 7' })).toBeInTheDocument();
  });
});

describe('central dashboard widgets', () => {
  it("give ESS the totals, this month's target, the charts and the top branches", async () => {
    recordCalls();
    renderApp('/dashboard', 'ESS');
    expect(await within(await card('Total AOG')).findByText('345')).toBeInTheDocument();
    const month = (await screen.findByRole('heading', { name: 'Target Bulan Ini' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(within(month).getByText('30 of 40 (75%)')).toBeInTheDocument();
    // The charts and the table come after the figures are painted.
    expect(await screen.findByRole('figure', { name: 'Upgrade per Bulan' })).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('table', { name: 'Top 10 Branch' })).findByText(
        'Cabang Jakarta',
      ),
    ).toBeInTheDocument();
    // The private-class block belongs to the statistics page only.
    expect(screen.queryByText('Membership Joined PPA Private Class')).not.toBeInTheDocument();
  });

  it("hold this month's target card in place until its figures come", async () => {
    recordCalls();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/user/dashboard_v2', async () => {
        await answered;
        // Nothing returned: the usual handler answers.
        return undefined;
      }),
    );
    renderApp('/dashboard', 'ESS');
    const month = (await screen.findByRole('heading', { name: 'Target Bulan Ini' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    // The card and its four lines are there before the figures, so nothing below moves.
    expect(within(month).getAllByRole('group')).toHaveLength(4);
    expect(within(month).queryByRole('progressbar')).not.toBeInTheDocument();
    answer();
    expect(await within(month).findByText('30 of 40 (75%)')).toBeInTheDocument();
  });

  it('are not shown to a branch', async () => {
    renderApp('/dashboard', 'CABANG');
    expect(await screen.findByRole('group', { name: 'Menunggu Konfirmasi' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Top 10 Branch' })).not.toBeInTheDocument();
  });
});
