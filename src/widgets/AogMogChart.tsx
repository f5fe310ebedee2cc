import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ChartCounts } from '../../domain/api/statistics';
import { useT } from '../common/useT';
import { WhenNearView } from '../common/WhenNearView';

// MUI X's charts (and d3 under them) load with the first chart scrolled near, not with the page.
const LineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then((module) => ({ default: module.LineChart })),
);

/** The plot's height; the legend above it adds its own. */
const PLOT_HEIGHT = 280;
/** The plot and its legend: the box keeps it while the chart loads, so nothing below moves. */
const CHART_HEIGHT = 308;

/**
 * Two series, Agent of Gold and Member of Gold, each on its own y axis: MOG counts run far
 * higher than AOG, and one shared axis would flatten the AOG line. `kind` picks the points'
 * registrations (`daftar_*`) or upgrades (`upgrade_*`).
 */
export const AogMogChart = ({
  title,
  points,
  kind,
  labels,
  period,
  begun = Number.POSITIVE_INFINITY,
  filters,
}: {
  title: string;
  points: ChartCounts[] | undefined;
  kind: 'daftar' | 'upgrade';
  labels: string[];
  /** What the x axis counts: months of a year or days of a month. */
  period: 'month' | 'day';
  /**
   * How many points have begun (domain's `pointsBegun`): the calls answer zeros for months and
   * days still to come, which are left out of the lines and the table rather than drawn as a fall.
   */
  begun?: number;
  filters?: ReactNode;
}) => {
  const t = useT();
  const data = points ?? [];
  const shown = labels.slice(0, data.length || labels.length);
  const series = [
    { id: 'aog', name: t('app.statistics.agentOfGold'), position: 'left' as const },
    { id: 'mog', name: t('app.statistics.memberOfGold'), position: 'right' as const },
  ].map((s) => ({
    ...s,
    values: data.map((p, i) => (i < begun ? p[`${kind}_${s.id as 'aog' | 'mog'}`] : null)),
  }));
  const rows = data.slice(0, begun);
  return (
    <Card sx={{ height: '100%' }} role="figure" aria-label={title}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} action={filters} />
      <CardContent>
        <Box sx={{ minHeight: CHART_HEIGHT }}>
          <WhenNearView>
            <Suspense>
              <LineChart
                height={PLOT_HEIGHT}
                loading={!points}
                localeText={{ loading: t('app.mui.loading'), noData: t('app.statistics.noData') }}
                xAxis={[
                  {
                    scaleType: 'point',
                    data: shown,
                    label: t(period === 'month' ? 'app.statistics.month' : 'app.statistics.day'),
                    // The axis's fixed 25 px hold its label or its ticks' names, not both: with
                    // the label, MUI X shortened every month and day to nothing.
                    height: 'auto' as const,
                  },
                ]}
                yAxis={series.map((s) => ({
                  id: s.id,
                  position: s.position,
                  label: t('app.statistics.axisCount', { series: s.id.toUpperCase() }),
                  width: 'auto' as const,
                  tickMinStep: 1,
                  // From zero, and a series of zeros on the axis's floor rather than mid-height.
                  min: 0,
                  max: s.values.some((value) => value) ? undefined : 1,
                }))}
                series={series.map((s) => ({
                  label: t(
                    s.position === 'left' ? 'app.statistics.leftAxis' : 'app.statistics.rightAxis',
                    { series: s.name },
                  ),
                  data: s.values,
                  yAxisId: s.id,
                }))}
              />
            </Suspense>
          </WhenNearView>
        </Box>
        {/* The figures themselves, for screen readers: a chart's lines say nothing to them. */}
        <Box component="table" sx={visuallyHidden}>
          <caption>{t('app.statistics.chartTable', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">
                {t(period === 'month' ? 'app.statistics.month' : 'app.statistics.day')}
              </th>
              {series.map((s) => (
                <th key={s.id} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((_, i) => (
              <tr key={shown[i]}>
                <th scope="row">{shown[i]}</th>
                {series.map((s) => (
                  <td key={s.id}>{s.values[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
};
