import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import type { TopBranch } from '../../domain/api/statistics';
import { useT } from '../common/useT';

/** 'Top 10 Branch': No, Nama Cabang, AOG, MOG, Total. */
export const TopBranchTable = ({
  rows,
  filters,
}: {
  rows: TopBranch[] | undefined;
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
          {rows?.map((row) => (
            <TableRow key={row.id_branch}>
              <TableCell>{row.no}</TableCell>
              <TableCell>{row.nama_cabang}</TableCell>
              <TableCell align="right">{row.aog}</TableCell>
              <TableCell align="right">{row.mog}</TableCell>
              <TableCell align="right">{row.total}</TableCell>
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
