import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import type { TopBranchRow } from '../../domain/api/statistics';
import { useT } from '../common/useT';

/** 'Top 10 Branch': No (counted from the page's `from`), Nama Cabang, AOG, MOG, Total. */
export const TopBranchTable = ({
  rows,
  from,
  filters,
}: {
  rows: TopBranchRow[] | undefined;
  from?: number | null;
  filters?: ReactNode;
}) => {
  const t = useT();
  const title = t('app.statistics.topBranch');
  return (
    <Card>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} action={filters} />
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('app.statistics.no')}</TableCell>
            <TableCell>{t('app.statistics.branchName')}</TableCell>
            <TableCell align="right">AOG</TableCell>
            <TableCell align="right">MOG</TableCell>
            <TableCell align="right">{t('app.statistics.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.map((row, i) => (
            <TableRow key={row.id_branch}>
              <TableCell>{(from ?? 1) + i}</TableCell>
              <TableCell>{row.nama_branch}</TableCell>
              <TableCell align="right">{row.AOG}</TableCell>
              <TableCell align="right">{row.MOG}</TableCell>
              <TableCell align="right">{row.jumlah}</TableCell>
            </TableRow>
          ))}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center">
                {t('app.statistics.noData')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
};
