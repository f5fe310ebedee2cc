import { Alert, Box, Grid, Skeleton } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useQuery } from '@tanstack/react-query';
import type { DashboardCounts } from '../../domain/api/dashboard';
import { formatDay } from '../../domain/dates';
import { hasPermission } from '../../domain/access';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import type { DashboardApi } from './dashboardApi';
import { useGroup } from '../common/useGroup';
import { useT } from '../common/useT';
import { CentralWidgets } from './CentralWidgets';
import { FigureCard } from '../common/FigureCard';

type Kind = 'pending' | 'approved' | 'rejected' | 'not_upload';

const CARDS = [
  { kind: 'pending', label: 'app.dashboard.pending', color: 'warning', icon: <HourglassTopIcon /> },
  {
    kind: 'approved',
    label: 'app.dashboard.approved',
    color: 'success',
    icon: <CheckCircleIcon />,
  },
  { kind: 'rejected', label: 'app.dashboard.rejected', color: 'error', icon: <CancelIcon /> },
  {
    kind: 'not_upload',
    label: 'app.dashboard.notUploaded',
    color: 'info',
    icon: <CloudUploadIcon />,
  },
] as const;

const pick = (counts: DashboardCounts | undefined, kind: Kind) =>
  counts && { normal: counts[`count_${kind}`], upgrade: counts[`upgrade_count_${kind}`] };

/**
 * Today's count cards; each adds registrations and upgrades. The server's clock decides what
 * "today" is, so the cards agree with the lists.
 */
const DashboardPage = () => {
  const t = useT();
  const api = useApi<DashboardApi>();
  const group = useGroup();
  const branch = group !== null && hasPermission(group, 'dashboard.branch');
  const { data, isError } = useQuery({
    queryKey: ['dashboard-counts', branch],
    queryFn: () => api.getDashboardCounts(branch ? 'branch' : 'central'),
    enabled: group !== null,
  });
  const cards = branch ? CARDS : CARDS.filter((card) => card.kind !== 'not_upload');
  return (
    <Box>
      <PageTitle title={t('app.dashboard.title')} />
      {/* Its line is kept while loading, so the cards below do not move when the date comes. */}
      <Box sx={{ mb: 2, color: 'text.secondary' }}>
        {data ? (
          t('app.dashboard.today', { date: formatDay(data.start_date) })
        ) : (
          <Skeleton width={200} />
        )}
      </Box>
      {isError && <Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>}
      <Grid container spacing={2}>
        {cards.map((card) => {
          const parts = pick(data?.data, card.kind);
          return (
            <Grid key={card.kind} size={{ xs: 12, sm: 6, lg: branch ? 3 : 4 }}>
              <FigureCard
                size="large"
                label={t(card.label)}
                color={card.color}
                icon={card.icon}
                value={parts && parts.normal + parts.upgrade}
                detail={parts && t('app.dashboard.breakdown', parts)}
              />
            </Grid>
          );
        })}
      </Grid>
      {group !== null && !branch && <CentralWidgets />}
    </Box>
  );
};

export default DashboardPage;
