import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import type { PerMonthChartResponse } from '../../domain/api/statistics';

type Point = PerMonthChartResponse['data'][number];
import { i18nProvider } from '../../src/providers/i18nProvider';
import { AogMogChart } from '../../src/widgets/AogMogChart';

const point = (bulan: number, daftar_aog: number, daftar_mog: number): Point => ({
  bulan,
  daftar_aog,
  daftar_mog,
  upgrade_aog: 0,
  upgrade_mog: 0,
});

const renderChart = (points: Point[], begun?: number) =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <AogMogChart
        title="Registrasi per Tahun"
        points={points}
        kind="daftar"
        labels={['Jan', 'Feb', 'Mar']}
        period="month"
        begun={begun}
      />
    </I18nContextProvider>,
  );

describe('the AOG/MOG chart', () => {
  it('gives screen readers the figures as a table, month by month', async () => {
    renderChart([point(1, 3, 40), point(2, 0, 55), point(3, 7, 0)]);
    const table = screen.getByRole('table', { name: 'Data Registrasi per Tahun' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BulanAgent of GoldMember of Gold',
      'Jan340',
      'Feb055',
      'Mar70',
    ]);
  });

  it('leaves out the months still to come, which the call answers as zeros', async () => {
    renderChart([point(1, 3, 40), point(2, 0, 55), point(3, 0, 0)], 2);
    const table = screen.getByRole('table', { name: 'Data Registrasi per Tahun' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'BulanAgent of GoldMember of Gold',
      'Jan340',
      'Feb055',
    ]);
  });

  it('says in its legend which axis each series is read on', async () => {
    renderChart([point(1, 3, 40)]);
    expect(await screen.findByText('Agent of Gold (sumbu kiri)')).toBeInTheDocument();
    expect(screen.getByText('Member of Gold (sumbu kanan)')).toBeInTheDocument();
  });
});
