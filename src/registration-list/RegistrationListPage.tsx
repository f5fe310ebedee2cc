import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { totalOf } from '../../domain/api/proofs';
import { DOCUMENTS } from '../../domain/documents';
import { formatRupiah } from '../../domain/money';
import { PATHS } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { shippedPaths } from '../routes';
import { RegistrationTable } from './RegistrationTable';
import { UploadProofButton } from './UploadProofButton';
import { UploadRules } from './UploadRules';
import { useUploadGate } from './useUploadGate';

export const REGISTRATION_LIST_KEY = ['registration-list'] as const;

/** /registration-form, 'Registration List': the branch's rows still needing proof. */
const RegistrationListPage = () => {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: REGISTRATION_LIST_KEY,
    queryFn: () => api.getRegistrationList(),
  });
  const [checked, setChecked] = useState<Set<number>>(new Set());
  // Only rows still listed count: a row taken meanwhile drops out of the selection.
  const selected = useMemo(
    () => (list.data?.data ?? []).filter((row) => checked.has(row.id)),
    [list.data, checked],
  );
  const { hours, status } = useUploadGate(selected.length);

  const uploaded = async () => {
    setChecked(new Set());
    await Promise.all(
      [REGISTRATION_LIST_KEY, ['upload-status'], ['dashboard-counts'], ['branch-receipts']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };

  return (
    <Box>
      <PageTitle title={t('app.proof.title')} actions={<PageActions />} />
      <Stack spacing={2}>
        <UploadRules hours={hours} status={status} />
        {list.isError && <Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>}
        <Card>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {t('app.proof.table.selected', {
                count: selected.length,
                total: formatRupiah(totalOf(selected)),
              })}
            </Typography>
            <UploadProofButton rows={selected} onUploaded={() => void uploaded()} />
          </Stack>
          <RegistrationTable rows={list.data?.data} selected={checked} onSelect={setChecked} />
        </Card>
      </Stack>
    </Box>
  );
};

/** Upgrade (once that screen ships), the blank paper form, and a new registration. */
const PageActions = () => {
  const t = useT();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      {shippedPaths.has(PATHS.upgradeMog) && (
        <Button
          component={Link}
          to={PATHS.upgradeMog}
          variant="outlined"
          startIcon={<UpgradeIcon />}
        >
          {t('app.proof.upgrade')}
        </Button>
      )}
      <Button
        component="a"
        href={DOCUMENTS.registrationForm}
        target="_blank"
        rel="noopener"
        download
        variant="outlined"
        startIcon={<DownloadIcon />}
      >
        {t('app.proof.downloadForm')}
      </Button>
      <Button component={Link} to={PATHS.registrationCreate} variant="contained">
        {t('app.proof.newMember')}
      </Button>
    </Stack>
  );
};

export default RegistrationListPage;
