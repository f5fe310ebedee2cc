import { memo } from 'react';
import { Grid, Stack } from '@mui/material';
import { BankSummaryCard } from '../bank-statement';
import { hasPermission } from '../../domain/access';
import { AfterFirstPaint } from '../common/AfterFirstPaint';
import { useGroup } from '../common/useGroup';
import { useT } from '../common/useT';
import { OverdueReceiptsCard } from './OverdueReceiptsCard';
import { TargetProgressCard } from '../widgets/ProgressCard';
import {
  MonthlyCharts,
  SummaryCards,
  TopBranches,
  useDashboardSummary,
  YearlyCharts,
} from '../widgets/widgets';

/** About what the two chart pairs and the table take: two charts a row from lg, one below. */
const CHARTS_HEIGHT = { xs: 2400, lg: 1400 };

/** The organisation's totals, from the summary. */
const Totals = () => <SummaryCards data={useDashboardSummary().data} />;

/** This month's progress against its target, from the summary. */
const MonthTarget = () => {
  const t = useT();
  const { data } = useDashboardSummary();
  return (
    <TargetProgressCard
      title={t('app.statistics.monthTarget')}
      data={data}
      span="target_month_to_date"
    />
  );
};

/**
 * The central dashboard's organisation-wide widgets (every central group): totals, this
 * month's progress against its target, the receipts waiting too long (SBS), the charts and the
 * top branches. The charts and the table, below the fold, come after the figures are painted.
 * Each widget asks for its own figures, so one answer re-renders that widget alone rather than
 * all of them (about 440 components each time); memo keeps the page's count cards, when their
 * figures come, from re-rendering them too.
 */
export const CentralWidgets = memo(() => {
  const group = useGroup();
  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <Totals />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <MonthTarget />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BankSummaryCard />
        </Grid>
        {group !== null && hasPermission(group, 'receipts.confirm') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <OverdueReceiptsCard />
          </Grid>
        )}
      </Grid>
      <AfterFirstPaint minHeight={CHARTS_HEIGHT}>
        <Stack spacing={3}>
          <YearlyCharts />
          <MonthlyCharts />
          <TopBranches />
        </Stack>
      </AfterFirstPaint>
    </Stack>
  );
});
CentralWidgets.displayName = 'CentralWidgets';
