import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { Progress } from '../../domain/api/statistics';
import { barOf, percentOf } from '../../domain/targets';
import { useT } from '../common/useT';

/** 'x of y' with a percentage; the bar stops at 100. */
export const ProgressLine = ({ label, progress }: { label: string; progress: Progress }) => {
  const t = useT();
  const percent = percentOf(progress.actual, progress.target);
  return (
    <Box role="group" aria-label={label}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {`${t('app.statistics.xOfY', { x: progress.actual, y: progress.target })} (${percent}%)`}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={barOf(percent)}
        aria-label={label}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
      />
    </Box>
  );
};

export const ProgressCard = ({
  title,
  lines,
}: {
  title: string;
  lines: { label: string; progress: Progress }[];
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
