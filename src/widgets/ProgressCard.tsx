import { Box, Card, CardContent, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { DashboardSummaryResponse, Progress } from '../../domain/api/statistics';
import { barOf } from '../../domain/targets';
import { formatNumber } from '../../domain/numbers';
import { useT } from '../common/useT';

/**
 * 'x of y' with the server's percentage; the bar stops at 100. Without figures yet (loading)
 * the line keeps its place with placeholders of the same height, so nothing below it moves.
 */
export const ProgressLine = ({ label, progress }: { label: string; progress?: Progress }) => {
  const t = useT();
  const percent = progress?.percentage;
  return (
    <Box role="group" aria-label={label}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {progress ? (
            `${t('app.statistics.xOfY', { x: progress.count, y: progress.target })} (${formatNumber(progress.percentage, 2)}%)`
          ) : (
            <Skeleton width={96} />
          )}
        </Typography>
      </Stack>
      {percent === undefined ? (
        <Skeleton variant="rounded" height={8} sx={{ mt: 0.5 }} />
      ) : (
        <LinearProgress
          variant="determinate"
          value={barOf(percent)}
          aria-label={label}
          sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
        />
      )}
    </Box>
  );
};

export const ProgressCard = ({
  title,
  lines,
}: {
  title: string;
  lines: { label: string; progress?: Progress }[];
}) => (
  <Card sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {lines.map((line) => (
          <ProgressLine key={line.label} {...line} />
        ))}
      </Stack>
    </CardContent>
  </Card>
);

/** Registration and upgrade, AOG and MOG, of the year or the month so far against the targets. */
export const TargetProgressCard = ({
  title,
  data,
  span,
}: {
  title: string;
  data: DashboardSummaryResponse['data'] | undefined;
  span: 'target_year_to_date' | 'target_month_to_date';
}) => {
  const t = useT();
  return (
    <ProgressCard
      title={title}
      lines={(
        [
          ['registration', 'daftar'],
          ['upgrade', 'upgrade'],
        ] as const
      ).flatMap(([label, kind]) =>
        (['aog', 'mog'] as const).map((type) => ({
          label: `${t(`app.statistics.${label}`)} ${type.toUpperCase()}`,
          progress: data?.[span][`${kind}_${type}`],
        })),
      )}
    />
  );
};
