import { Card, CardContent, Stack, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { templateSlots, type TemplateAction } from '../../domain/templates';
import { useT } from '../common/useT';

/** The Info card: every placeholder the action's templates may use, with what it becomes. */
export const PlaceholderInfo = ({ action }: { action: TemplateAction }) => {
  const t = useT();
  const reminder = action === 'reminder';
  return (
    <Card component="aside" aria-labelledby="placeholder-info-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <InfoOutlinedIcon color="info" />
          <Typography id="placeholder-info-title" variant="h6" component="h2">
            {t('app.whatsapp.info.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(reminder ? 'app.whatsapp.info.reminderIntro' : 'app.whatsapp.info.intro')}
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {templateSlots(action).placeholders.map((name) => (
            <div key={name}>
              <Typography
                component="dt"
                sx={{ fontFamily: 'monospace', fontSize: 14, fontWeight: 600 }}
              >
                {`{${name}}`}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {t(`app.whatsapp.info.placeholders.${name}`)}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
