import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateFormValues, WaTemplate } from '../../domain/api/whatsapp';
import { formatDateTime } from '../../domain/dates';
import { lazyYupResolver } from '../common/lazyYupResolver';
import { useApi } from '../common/useApi';
import { templateQueryKey, type WhatsappApi } from './whatsappApi';
import { useT } from '../common/useT';
import { SubmitButton } from '../common/SubmitButton';
import { TemplatePreview } from './TemplatePreview';
import { TemplateReviewStatus } from './TemplateReviewStatus';

const valuesOf = (template: WaTemplate): TemplateFormValues => ({
  message: template.message,
  auto_send: template.auto_send === 1,
});

const resolver = lazyYupResolver<TemplateFormValues>(() =>
  import('../../domain/api/whatsapp').then((m) => m.templateFormSchema),
);

/**
 * The message, 'Auto Send Message' and Submit. Unknown placeholders are flagged while typing
 * (the server refuses them too); after saving, the template is loaded again.
 */
export const TemplateForm = ({ template }: { template: WaTemplate }) => {
  const t = useT();
  const api = useApi<WhatsappApi>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = { action_on: template.action_on, type: template.type, status: template.status };
  const { control, handleSubmit, reset, setError } = useForm<TemplateFormValues>({
    resolver,
    // The placeholders a message may use are its action's.
    context: { action_on: template.action_on },
    mode: 'onChange',
    defaultValues: valuesOf(template),
  });
  useEffect(() => reset(valuesOf(template)), [template, reset]);
  const message = useWatch({ control, name: 'message' });

  const save = useMutation({
    mutationFn: (values: TemplateFormValues) =>
      api.saveWaTemplate({ ...key, message: values.message, auto_send: values.auto_send ? 1 : 0 }),
    onSuccess: async () => {
      notify(t('app.whatsapp.saved'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: templateQueryKey(key) });
    },
    onError: (error: HttpError) => {
      const field = (error.body as { errors?: Record<string, string[]> } | undefined)?.errors
        ?.message?.[0];
      if (field) setError('message', { message: field });
      notify(t('app.whatsapp.failed'), { type: 'error' });
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Stack spacing={2}>
        <TemplateReviewStatus template={template} />
        <Controller
          name="message"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('app.whatsapp.form.message')}
              multiline
              minRows={6}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? `${field.value.length} / 4096`}
            />
          )}
        />
        <Controller
          name="auto_send"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={t('app.whatsapp.form.autoSend')}
            />
          )}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="caption" color="text.secondary">
            {template.updated_by
              ? t('app.whatsapp.form.lastUpdateBy', {
                  at: formatDateTime(template.updated_at),
                  by: template.updated_by,
                })
              : t('app.whatsapp.form.lastUpdate', { at: formatDateTime(template.updated_at) })}
          </Typography>
          <Box>
            <SubmitButton busy={save.isPending}>{t('app.whatsapp.form.submit')}</SubmitButton>
          </Box>
        </Stack>
        <TemplatePreview message={message} action={template.action_on} />
      </Stack>
    </form>
  );
};
