import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import type { ShellApi } from '../layout/shellApi';
import { useT } from '../common/useT';

/** 'Download Panduan' opens the user guide at the configured URL. */
const HelpCenterPage = () => {
  const t = useT();
  const api = useApi<ShellApi>();
  const { data, isError } = useQuery({ queryKey: ['settings'], queryFn: () => api.getSettings() });
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle title={t('app.profile.helpCenter.title')} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
            <MenuBookIcon color="primary" sx={{ fontSize: 72 }} />
            <Stack spacing={2}>
              <Typography>{t('app.profile.helpCenter.intro')}</Typography>
              <Box>
                {isError && <Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>}
                {!data ? (
                  !isError && <Skeleton variant="rounded" width={200} height={40} />
                ) : (
                  <Button
                    variant="contained"
                    startIcon={<DownloadIcon />}
                    href={data.data.help_center_url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('app.profile.helpCenter.download')}
                  </Button>
                )}
              </Box>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default HelpCenterPage;
