import { Grid, Stack } from '@mui/material';
import { useT } from '../common/useT';
import { TargetProgressCard } from '../widgets/ProgressCard';
import {
  MonthlyCharts,
  SummaryCards,
  TopBranches,
  useDashboardSummary,
  YearlyCharts,
} from '../widgets/widgets';

/**
 * The central dashboard's organisation-wide widgets (every central group): totals, this
 * month's progress against its target, the charts and the top branches.
 */
export const CentralWidgets = () => {
  const t = useT();
  const { data } = useDashboardSummary();
  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <SummaryCards data={data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TargetProgressCard
            title={t('app.statistics.monthTarget')}
            data={data}
            span="target_month_to_date"
          />
        </Grid>
      </Grid>
      <YearlyCharts />
      <MonthlyCharts />
      <TopBranches />
    </Stack>
  );
};
