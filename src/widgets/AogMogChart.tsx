import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ChartCounts } from '../../domain/api/statistics';
import { useT } from '../common/useT';

// MUI X's charts (and d3 under them) load with the first chart shown, not with the page.
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
  filters,
}: {
  title: string;
  points: ChartCounts[] | undefined;
  kind: 'daftar' | 'upgrade';
  labels: string[];
  filters?: ReactNode;
}) => {
  const t = useT();
  const data = points ?? [];
  return (
    <Card sx={{ height: '100%' }} role="figure" aria-label={title}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} action={filters} />
      <CardContent>
        <Box sx={{ minHeight: CHART_HEIGHT }}>
          <Suspense>
            <LineChart
              height={PLOT_HEIGHT}
              loading={!points}
              xAxis={[{ scaleType: 'point', data: labels.slice(0, data.length || labels.length) }]}
              yAxis={[
                { id: 'aog', position: 'left', tickMinStep: 1 },
                { id: 'mog', position: 'right', tickMinStep: 1 },
              ]}
              series={[
                {
                  label: t('app.statistics.agentOfGold'),
                  data: data.map((p) => p[`${kind}_aog`]),
                  yAxisId: 'aog',
                },
                {
                  label: t('app.statistics.memberOfGold'),
                  data: data.map((p) => p[`${kind}_mog`]),
                  yAxisId: 'mog',
                },
              ]}
            />
          </Suspense>
        </Box>
      </CardContent>
    </Card>
  );
};
