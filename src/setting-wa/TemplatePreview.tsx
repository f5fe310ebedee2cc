import { Box, Paper, Typography } from '@mui/material';
import { renderTemplate, type TemplateAction } from '../../domain/templates';
import { useT } from '../common/useT';
import { sampleValues } from '../../domain/templateSamples';

/** The message as a sample registrant (or branch) would receive it, in a WhatsApp-like bubble. */
export const TemplatePreview = ({
  message,
  action,
}: {
  message: string;
  action: TemplateAction;
}) => {
  const t = useT();
  const text = message.trim() ? renderTemplate(message, sampleValues(action)) : '';
  return (
    <Box component="section" aria-label={t('app.whatsapp.preview.title')}>
      <Typography variant="subtitle2" component="h3">
        {t('app.whatsapp.preview.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(
          action === 'reminder' ? 'app.whatsapp.preview.reminderHint' : 'app.whatsapp.preview.hint',
        )}
      </Typography>
      <Box sx={{ bgcolor: '#e5ddd5', p: 2, borderRadius: 1, mt: 1 }}>
        <Paper
          elevation={0}
          data-testid="template-preview"
          sx={{
            bgcolor: '#dcf8c6',
            p: 1.5,
            maxWidth: 480,
            ml: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            color: text ? 'text.primary' : 'text.secondary',
          }}
        >
          {text || t('app.whatsapp.preview.empty')}
        </Paper>
      </Box>
    </Box>
  );
};
