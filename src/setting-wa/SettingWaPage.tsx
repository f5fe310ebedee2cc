import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Divider,
  Grid,
  Tab,
  Tabs,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { RECEIPT_STATUSES, type ReceiptStatus } from '../../domain/receipts';
import {
  TEMPLATE_ACTIONS,
  TEMPLATE_TYPES,
  type TemplateAction,
  type TemplateType,
} from '../../domain/templates';
import { PageTitle } from '../common/PageTitle';
import { useT } from '../common/useT';
import { PlaceholderInfo } from './PlaceholderInfo';
import { TemplateEditor } from './TemplateEditor';

/**
 * /setting-wa: one WhatsApp template per action ('+ Aog Mog', 'Upgrade Aog'), recipient
 * ('Cabang', 'Calon Aog Mog', 'Preferal') and receipt status (the vertical tabs).
 */
const SettingWaPage = () => {
  const t = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [action, setAction] = useState<TemplateAction>('create');
  const [type, setType] = useState<TemplateType>('branch');
  const [status, setStatus] = useState<ReceiptStatus>('0');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        title={t('app.whatsapp.title')}
        actions={
          <Button component={Link} to={PATHS.settingWaLog} startIcon={<HistoryIcon />}>
            {t('app.whatsapp.logLink')}
          </Button>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Card>
            <Tabs
              value={action}
              onChange={(_, value: TemplateAction) => setAction(value)}
              aria-label={t('app.whatsapp.title')}
              variant="fullWidth"
            >
              {TEMPLATE_ACTIONS.map((value) => (
                <Tab key={value} value={value} label={t(`app.whatsapp.actions.${value}`)} />
              ))}
            </Tabs>
            <Divider />
            <Tabs
              value={type}
              onChange={(_, value: TemplateType) => setType(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ bgcolor: 'grey.50' }}
            >
              {TEMPLATE_TYPES.map((value) => (
                <Tab key={value} value={value} label={t(`app.whatsapp.types.${value}`)} />
              ))}
            </Tabs>
            <Divider />
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
              <Tabs
                orientation={wide ? 'vertical' : 'horizontal'}
                variant="scrollable"
                allowScrollButtonsMobile
                value={status}
                onChange={(_, value: ReceiptStatus) => setStatus(value)}
                sx={{
                  borderRight: { md: 1 },
                  borderBottom: { xs: 1, md: 0 },
                  borderColor: 'divider',
                  minWidth: { md: 220 },
                }}
              >
                {RECEIPT_STATUSES.map((value) => (
                  <Tab
                    key={value}
                    value={value}
                    label={t(`app.whatsapp.statuses.${value}`)}
                    sx={{ alignItems: { md: 'flex-start' }, textAlign: 'left' }}
                  />
                ))}
              </Tabs>
              <Box sx={{ flex: 1, minWidth: 0, p: 2 }}>
                {/* Each template is its own form: switching tabs never carries text across. */}
                <TemplateEditor
                  key={`${action}:${type}:${status}`}
                  templateKey={{ action_on: action, type, status }}
                />
              </Box>
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <PlaceholderInfo />
        </Grid>
      </Grid>
    </Box>
  );
};

export default SettingWaPage;
