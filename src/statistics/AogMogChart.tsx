import { Card, CardContent, CardHeader } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import type { SeriesPoint } from '../../domain/api/statistics';
import { useT } from '../common/useT';

/**
 * Two series, Agent of Gold and Member of Gold, each on its own y axis: MOG counts run far
 * higher than AOG, and one shared axis would flatten the AOG line.
 */
export const AogMogChart = ({
  title,
  points,
  labels,
  filters,
}: {
  title: string;
  points: SeriesPoint[] | undefined;
  labels: string[];
  filters?: ReactNode;
}) => {
  const t = useT();
  const data = points ?? [];
  return (
    <Card sx={{ height: '100%' }} role="figure" aria-label={title}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} action={filters} />
      <CardContent>
        <LineChart
          height={280}
          loading={!points}
          xAxis={[{ scaleType: 'point', data: labels.slice(0, data.length || labels.length) }]}
          yAxis={[
            { id: 'aog', position: 'left', tickMinStep: 1 },
            { id: 'mog', position: 'right', tickMinStep: 1 },
          ]}
          series={[
            {
              label: t('app.statistics.agentOfGold'),
              data: data.map((p) => p.aog),
              yAxisId: 'aog',
            },
            {
              label: t('app.statistics.memberOfGold'),
              data: data.map((p) => p.mog),
              yAxisId: 'mog',
            },
          ]}
        />
      </CardContent>
    </Card>
  );
};
