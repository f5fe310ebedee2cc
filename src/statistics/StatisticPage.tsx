import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HistoryIcon from '@mui/icons-material/History';
import SchoolIcon from '@mui/icons-material/School';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { hasPermission } from '../../domain/access';
import { PATHS } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import type { StatisticsApi } from './statisticsApi';
import { useGroup } from '../common/useGroup';
import { useT } from '../common/useT';
import { FigureCard } from '../common/FigureCard';
import {
  MembershipFee,
  MonthlyCharts,
  SummaryCards,
  TargetCards,
  TopBranches,
  useDashboardSummary,
  YearlyCharts,
} from '../widgets/widgets';

const PrivateClass = () => {
  const t = useT();
  const api = useApi<StatisticsApi>();
  const { data } = useQuery({
    queryKey: ['private-class'],
    queryFn: () => api.getPrivateClass().then((res) => res.data),
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('app.statistics.privateClass')}
      </Typography>
      <Grid container spacing={2}>
        {(
          [
            ['aogJoined', data?.aog_sudah_ppa],
            ['mogJoined', data?.mog_sudah_ppa],
            ['aogAttendees', data?.aog_akan_ppa],
          ] as const
        ).map(([key, value]) => (
          <Grid key={key} size={{ xs: 12, sm: 4 }}>
            <FigureCard label={t(`app.statistics.${key}`)} value={value} icon={<SchoolIcon />} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
};

/** /statistic-member (SBS, RND): 'AOG & MOG Statistic'. */
const StatisticPage = () => {
  const t = useT();
  const group = useGroup();
  const { data } = useDashboardSummary();
  const canInput = group !== null && hasPermission(group, 'targets.update');
  return (
    <Box>
      <PageTitle
        title={t('app.statistics.title')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={PATHS.historyTarget} startIcon={<HistoryIcon />}>
              {t('app.statistics.historyTarget')}
            </Button>
            {canInput && (
              <Button
                component={Link}
                to={PATHS.createTarget}
                variant="contained"
                startIcon={<EditNoteIcon />}
              >
                {t('app.statistics.inputTarget')}
              </Button>
            )}
          </Stack>
        }
      />
      <Stack spacing={3}>
        <SummaryCards data={data} />
        <PrivateClass />
        <MembershipFee />
        <TargetCards data={data} />
        <YearlyCharts />
        <MonthlyCharts />
        <TopBranches />
      </Stack>
    </Box>
  );
};

export default StatisticPage;
