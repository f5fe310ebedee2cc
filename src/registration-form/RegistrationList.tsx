import { Button, Stack } from '@mui/material';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import PeopleIcon from '@mui/icons-material/People';
import { DataTable } from 'react-admin';
import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { DownloadFormButton } from '../common/DownloadFormButton';
import { useT } from '../common/useT';
import { NO_WRAP, ProofListPage, ProofRows } from '../proofs/ProofListPage';
import { PrivateClassText } from '../receipts/PrivateClassText';

/** /registration-form, 'Registration List': the branch's rows still needing proof. */
const RegistrationList = () => {
  const t = useT();
  return (
    <ProofListPage title={t('app.proof.title')} actions={<PageActions />}>
      <ProofRows label={t('app.proof.table.label')}>
        <DataTable.Col source="jenis_pendaftaran" label={t('app.proof.table.type')} />
        <DataTable.Col source="no_id" label={t('app.proof.table.id')} cellSx={NO_WRAP} />
        <DataTable.Col source="cabang_pembina" label={t('app.proof.table.branch')} />
        <DataTable.Col source="nama_pereferal" label={t('app.proof.table.referrer')} />
        <DataTable.Col
          source="apakah_sudah_mengikuti_private_class"
          label={t('app.proof.table.privateClass')}
          render={(row) => <PrivateClassText answer={row.apakah_sudah_mengikuti_private_class} />}
        />
      </ProofRows>
    </ProofListPage>
  );
};

/**
 * Upgrade, the members already registered (/registration-form-show is
 * in CABANG's route table but not in the product's menu, so it is reached from here), the blank
 * paper form, and a new registration.
 */
const PageActions = () => {
  const t = useT();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      <Button component={Link} to={PATHS.upgradeMog} variant="outlined" startIcon={<UpgradeIcon />}>
        {t('app.proof.upgrade')}
      </Button>
      <Button
        component={Link}
        to={PATHS.registrationShow}
        variant="outlined"
        startIcon={<PeopleIcon />}
      >
        {t('app.proof.registered')}
      </Button>
      <DownloadFormButton />
      <Button component={Link} to={PATHS.registrationCreate} variant="contained">
        {t('app.proof.newMember')}
      </Button>
    </Stack>
  );
};

export default RegistrationList;
