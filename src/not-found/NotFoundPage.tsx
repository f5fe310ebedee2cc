import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Title } from 'react-admin';
import { PATHS } from '../../domain/paths';
import { useT } from '../common/useT';

/** Unknown paths and paths outside the group's table end here. */
const NotFoundPage = () => {
  const t = useT();
  return (
    <Card sx={{ mt: 4, maxWidth: 560, mx: 'auto' }}>
      <Title title={t('app.notFound.title')} />
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
          <SearchOffIcon color="disabled" sx={{ fontSize: 72 }} />
          <Typography variant="h5" component="h1">
            {t('app.notFound.title')}
          </Typography>
          <Typography color="text.secondary">{t('app.notFound.message')}</Typography>
          <Button component={RouterLink} to={PATHS.dashboard} variant="contained">
            {t('app.notFound.back')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

export default NotFoundPage;
