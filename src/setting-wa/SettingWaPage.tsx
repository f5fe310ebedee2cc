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
import {
  TEMPLATE_ACTIONS,
  templateSlots,
  type TemplateAction,
  type TemplateStatus,
  type TemplateType,
} from '../../domain/templates';
import { PageTitle } from '../common/PageTitle';
import { useT } from '../common/useT';
import { PlaceholderInfo } from './PlaceholderInfo';
import { TemplateEditor } from './TemplateEditor';

/**
 * /setting-wa: one WhatsApp template per action ('+ Aog Mog', 'Upgrade Aog'), recipient
 * ('Cabang', 'Calon Aog Mog', 'Preferal') and receipt status (the vertical tabs); beside them,
 * 'Pengingat': the branch reminders', one per kind of reminder.
 */
const SettingWaPage = () => {
  const t = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [action, setAction] = useState<TemplateAction>('create');
  const [type, setType] = useState<TemplateType>('branch');
  const [status, setStatus] = useState<TemplateStatus>('0');
  const slots = templateSlots(action);
  /** Another action keeps the recipient and status tabs where it has them, else its first. */
  const chooseAction = (next: TemplateAction) => {
    const nextSlots = templateSlots(next);
    setAction(next);
    if (!nextSlots.types.includes(type)) setType(nextSlots.types[0]!);
    if (!nextSlots.statuses.includes(status)) setStatus(nextSlots.statuses[0]!);
  };
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
              onChange={(_, value: TemplateAction) => chooseAction(value)}
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
              {slots.types.map((value) => (
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
                onChange={(_, value: TemplateStatus) => setStatus(value)}
                sx={{
                  borderRight: { md: 1 },
                  borderBottom: { xs: 1, md: 0 },
                  borderColor: 'divider',
                  minWidth: { md: 220 },
                }}
              >
                {slots.statuses.map((value) => (
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
          <PlaceholderInfo action={action} />
        </Grid>
      </Grid>
    </Box>
  );
};

export default SettingWaPage;
