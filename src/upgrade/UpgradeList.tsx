import { Button, Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { useT } from '../common/useT';
import { NO_WRAP, ProofListPage, ProofRows } from '../proofs/ProofListPage';
import { UpgradeCandidates, UpgradeRules } from './UpgradeCandidates';
import { DownloadFormButton } from '../common/DownloadFormButton';

/**
 * /upgrade-mog, 'Upgrade Status Anggota': Download Form and '+ Upgrade MOG Baru', the rules,
 * the search for the member to upgrade, then the 'List Upgrade' of the branch's upgrades still
 * needing proof (date, name, new type, old and new ID, branch, referrer, total), selectable for
 * one proof through the registration list's upload.
 */
const UpgradeList = () => {
  const t = useT();
  return (
    <ProofListPage
      title={t('app.upgrade.title')}
      actions={
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          <DownloadFormButton />
          <Button component={Link} to={PATHS.upgradeForm} variant="contained">
            {t('app.upgrade.newUpgrade')}
          </Button>
        </Stack>
      }
      before={
        <>
          <UpgradeRules />
          <UpgradeCandidates />
        </>
      }
    >
      <ProofRows label={t('app.upgrade.list.title')}>
        <DataTable.Col source="jenis_pendaftaran" label={t('app.proof.table.type')} />
        <DataTable.Col source="no_id_lama" label={t('app.upgrade.list.oldId')} cellSx={NO_WRAP} />
        <DataTable.Col source="no_id" label={t('app.upgrade.list.newId')} cellSx={NO_WRAP} />
        <DataTable.Col source="cabang_pembina" label={t('app.proof.table.branch')} />
        <DataTable.Col source="nama_pereferal" label={t('app.proof.table.referrer')} />
      </ProofRows>
    </ProofListPage>
  );
};

export default UpgradeList;
