import { Alert, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TemplateKeyQuery } from '../../domain/api/whatsapp';
import { useApi } from '../common/useApi';
import { templateQueryKey, type WhatsappApi } from './whatsappApi';
import { useT } from '../common/useT';
import { TemplateForm } from './TemplateForm';

/** Loads one template; 'something wen't wrong' when it cannot. */
export const TemplateEditor = ({ templateKey }: { templateKey: TemplateKeyQuery }) => {
  const t = useT();
  const api = useApi<WhatsappApi>();
  const query = useQuery({
    queryKey: templateQueryKey(templateKey),
    queryFn: () => api.getWaTemplate(templateKey),
  });
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="rectangular" height={160} />
        <Skeleton width={200} />
        <Skeleton width={120} height={48} />
      </Stack>
    );
  }
  if (query.isError) return <Alert severity="error">{t('app.whatsapp.failed')}</Alert>;
  return <TemplateForm template={query.data.data} />;
};
