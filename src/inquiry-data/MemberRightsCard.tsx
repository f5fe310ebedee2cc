import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Confirm, useNotify } from 'react-admin';
import type { InquiryMember } from '../../domain/api/inquiryData';
import { formatDateTimeWib } from '../../domain/dates';
import { saveBlob } from '../common/saveBlob';
import { useT } from '../common/useT';
import { eraseMember, exportMember } from './inquiryEndpoints';

/**
 * 'Hak Subjek Data': the member's recorded consents, the export of everything held about them
 * (a zip) and the erasure request, asked for again in a dialog before anything is deleted.
 */
export const MemberRightsCard = ({
  member,
  onErased,
}: {
  member: InquiryMember;
  onErased: () => void;
}) => {
  const t = useT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await exportMember(member.id), `data-anggota-${member.no_id}.zip`);
      notify(t('app.consent.rights.exported'), { type: 'success' });
    } catch {
      notify(t('app.consent.rights.exportFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await eraseMember(member.id, member.no_id);
      notify(t('app.consent.rights.erased'), { type: 'success' });
      onErased();
    } catch {
      notify(t('app.consent.rights.eraseFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={t('app.consent.rights.title')} />
      <CardContent>
        <Stack spacing={2}>
          {member.anonymised_at && (
            <Alert severity="info">
              {`${t('app.consent.rights.anonymised')} ${formatDateTimeWib(member.anonymised_at)}`}
            </Alert>
          )}
          <Typography variant="subtitle2">{t('app.consent.rights.consents')}</Typography>
          {member.persetujuan_data.length === 0 ? (
            <Typography color="text.secondary">{t('app.consent.rights.consentsEmpty')}</Typography>
          ) : (
            <List dense aria-label={t('app.consent.rights.consents')}>
              {member.persetujuan_data.map((consent) => (
                <ListItem key={`${consent.waktu}-${consent.sumber}`} disableGutters>
                  <ListItemText
                    primary={`${t('app.consent.version')} ${consent.versi} (${consent.sumber})`}
                    secondary={`${consent.dicatat_oleh}, ${formatDateTimeWib(consent.waktu)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={busy}
              onClick={() => void download()}
            >
              {t('app.consent.rights.export')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForeverIcon />}
              disabled={busy || Boolean(member.anonymised_at)}
              onClick={() => setAsking(true)}
            >
              {t('app.consent.rights.erase')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={asking}
        title={t('app.consent.rights.eraseTitle')}
        content={t('app.consent.rights.eraseText')}
        confirm={t('app.consent.rights.eraseConfirm')}
        confirmColor="warning"
        onConfirm={() => void erase()}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
};
