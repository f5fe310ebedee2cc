import { useState, type ComponentProps, type ReactNode } from 'react';
import { Grid, MenuItem, Stack, TextField } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import StarIcon from '@mui/icons-material/Star';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useQuery } from '@tanstack/react-query';
import type { DashboardSummaryResponse } from '../../domain/api/statistics';
import { inJakarta } from '../../domain/dates';
import { pointsBegun } from '../../domain/statistics';
import { MONTH_NAMES_ID, MONTHS } from '../../domain/targets';
import { useApi } from '../common/useApi';
import type { WidgetsApi } from './widgetsApi';
import { useT } from '../common/useT';
import { AogMogChart } from './AogMogChart';
import { BranchFilter, branchParam, type BranchChoice } from './BranchPickerDialog';
import { TargetProgressCard } from './ProgressCard';
import { FigureCard } from '../common/FigureCard';
import { TopBranchTable } from './TopBranchTable';

const now = () => inJakarta(new Date());
const today = () => {
  const day = now();
  return { year: day.year(), month: day.month() + 1, day: day.date() };
};
const yearsBack = (n: number) => Array.from({ length: n }, (_, i) => now().year() - i);
const MONTH_LABELS = MONTH_NAMES_ID.map((name) => name.slice(0, 3));

// A filter as wide as its longest choice (the theme makes fields full width), so the filters sit
// side by side and the branch button is not squeezed to a column of words.
const FILTER_SX = { width: 'auto', minWidth: 128 } as const;

const YearSelect = ({ value, onChange }: { value: number; onChange(year: number): void }) => {
  const t = useT();
  return (
    <TextField
      select
      size="small"
      sx={FILTER_SX}
      label={t('app.statistics.year')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {yearsBack(6).map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
};

const MonthSelect = ({ value, onChange }: { value: number; onChange(month: number): void }) => {
  const t = useT();
  return (
    <TextField
      select
      size="small"
      sx={FILTER_SX}
      label={t('app.statistics.month')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {MONTHS.map((month) => (
        <MenuItem key={month} value={month}>
          {MONTH_NAMES_ID[month - 1]}
        </MenuItem>
      ))}
    </TextField>
  );
};

export const useDashboardSummary = () => {
  const api = useApi<WidgetsApi>();
  return useQuery({
    queryKey: ['dashboard-summary'],
    queryFn: () => api.getDashboardSummary().then((res) => res.data),
  });
};

/** Total branches, total AOG and total MOG. */
export const SummaryCards = ({ data }: { data: DashboardSummaryResponse['data'] | undefined }) => {
  const t = useT();
  return (
    <Grid container spacing={2}>
      {(
        [
          ['totalBranch', data?.total_branch, <AccountBalanceIcon key="b" />],
          ['totalAog', data?.total_aog, <StarIcon key="a" />],
          ['totalMog', data?.total_mog, <WorkspacePremiumIcon key="m" />],
        ] as const
      ).map(([key, value, icon]) => (
        <Grid key={key} size={{ xs: 12, sm: 4 }}>
          <FigureCard label={t(`app.statistics.${key}`)} value={value} icon={icon} />
        </Grid>
      ))}
    </Grid>
  );
};

/** 'Target Year To Date' and 'Target Month To Date', registration and upgrade, AOG and MOG. */
export const TargetCards = ({ data }: { data: DashboardSummaryResponse['data'] | undefined }) => {
  const t = useT();
  return (
    <Grid container spacing={2}>
      {(['target_year_to_date', 'target_month_to_date'] as const).map((span) => (
        <Grid key={span} size={{ xs: 12, md: 6 }}>
          <TargetProgressCard
            title={t(
              span === 'target_year_to_date'
                ? 'app.statistics.targetYtd'
                : 'app.statistics.targetMtd',
            )}
            data={data}
            span={span}
          />
        </Grid>
      ))}
    </Grid>
  );
};

/** The filters over a period's two charts: registrations beside upgrades (stacked when narrow). */
const ChartPair = ({
  filters,
  titles,
  points,
  labels,
  period,
  begun,
}: {
  filters: ReactNode;
  titles: Record<'daftar' | 'upgrade', string>;
  points: ComponentProps<typeof AogMogChart>['points'];
  labels: string[];
  period: 'month' | 'day';
  begun: number;
}) => (
  <Stack spacing={2}>
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {filters}
    </Stack>
    <Grid container spacing={2}>
      {(['daftar', 'upgrade'] as const).map((kind) => (
        <Grid key={kind} size={{ xs: 12, lg: 6 }}>
          <AogMogChart
            title={titles[kind]}
            points={points}
            kind={kind}
            labels={labels}
            period={period}
            begun={begun}
          />
        </Grid>
      ))}
    </Grid>
  </Stack>
);

/** Registrations and upgrades of a year, month by month, with year and branch filters. */
export const YearlyCharts = () => {
  const t = useT();
  const api = useApi<WidgetsApi>();
  const [year, setYear] = useState(now().year());
  const [branch, setBranch] = useState<BranchChoice>(null);
  const { data } = useQuery({
    queryKey: ['chart-per-month', year, branch?.id ?? null],
    queryFn: () =>
      api.getChartPerMonth({ year, id_branch: branchParam(branch) }).then((res) => res.data),
  });
  return (
    <ChartPair
      filters={
        <>
          <YearSelect value={year} onChange={setYear} />
          <BranchFilter value={branch} onChange={setBranch} />
        </>
      }
      titles={{
        daftar: t('app.statistics.yearlyRegistration'),
        upgrade: t('app.statistics.yearlyUpgrade'),
      }}
      points={data}
      labels={MONTH_LABELS}
      period="month"
      begun={pointsBegun({ year }, today())}
    />
  );
};

/** Registrations and upgrades of a month, day by day, with month, year and branch filters. */
export const MonthlyCharts = () => {
  const t = useT();
  const api = useApi<WidgetsApi>();
  const [year, setYear] = useState(now().year());
  const [month, setMonth] = useState(now().month() + 1);
  const [branch, setBranch] = useState<BranchChoice>(null);
  const { data } = useQuery({
    queryKey: ['chart-per-day', year, month, branch?.id ?? null],
    queryFn: () =>
      api.getChartPerDay({ year, month, id_branch: branchParam(branch) }).then((res) => res.data),
  });
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
  return (
    <ChartPair
      filters={
        <>
          <MonthSelect value={month} onChange={setMonth} />
          <YearSelect value={year} onChange={setYear} />
          <BranchFilter value={branch} onChange={setBranch} />
        </>
      }
      titles={{
        daftar: t('app.statistics.monthlyRegistration'),
        upgrade: t('app.statistics.monthlyUpgrade'),
      }}
      points={data}
      labels={days}
      period="day"
      begun={pointsBegun({ year, month }, today())}
    />
  );
};

/** This month's fees and top branches, for one branch or all. */
export const useMonthSummary = (branch: BranchChoice) => {
  const api = useApi<WidgetsApi>();
  const month = now().format('YYYY-MM');
  return useQuery({
    queryKey: ['month-summary', month, branch?.id ?? null],
    queryFn: () =>
      api
        .getMonthSummary({ month, id_branch: branchParam(branch), page: 1 })
        .then((res) => res.data),
  });
};

/** 'Membership Fee' with its branch picker. */
export const MembershipFee = () => {
  const t = useT();
  const [branch, setBranch] = useState<BranchChoice>(null);
  const { data } = useMonthSummary(branch);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <strong>{t('app.statistics.membershipFee')}</strong>
        <BranchFilter value={branch} onChange={setBranch} />
      </Stack>
      <Grid container spacing={2}>
        {(
          [
            ['registrationFeeAog', data?.biaya_daftar[0].biaya_daftar_aog],
            ['registrationFeeMog', data?.biaya_daftar[0].biaya_daftar_mog],
            ['upgradeFeeAog', data?.biaya_upgrade[0].biaya_aog_upgrade],
            ['upgradeFeeMog', data?.biaya_upgrade[0].biaya_mog_upgrade],
          ] as const
        ).map(([key, value]) => (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <FigureCard
              label={t(`app.statistics.${key}`)}
              value={value}
              icon={<PaymentsIcon />}
              currency
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
};

/** 'Top 10 Branch' of this month, with a branch filter. */
export const TopBranches = () => {
  const [branch, setBranch] = useState<BranchChoice>(null);
  const { data } = useMonthSummary(branch);
  return (
    <TopBranchTable
      rows={data?.top_branch.data}
      from={data?.top_branch.from}
      filters={<BranchFilter value={branch} onChange={setBranch} />}
    />
  );
};
