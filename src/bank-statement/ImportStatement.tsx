import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { HttpError, useRefresh } from 'react-admin';
import type {
  BankColumnMapping,
  BankMappingRequired,
  BankStatementImportResponse,
} from '../../domain/api/bankStatement';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import type { BankStatementApi } from './bankStatementApi';
import { MappingDialog } from './MappingDialog';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The header's columns when the server asks which column is which (422 BankMappingRequired). */
const mappingColumns = (error: unknown): string[] | undefined => {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const columns = (error.body as Partial<BankMappingRequired> | undefined)?.columns;
  return Array.isArray(columns) && columns.length ? columns : undefined;
};

/**
 * 'Impor mutasi': a CSV or xlsx statement sent as is; a layout the server does not know yet is
 * re-sent with the columns the user picks. The answer (or the refusal, naming the row) stays
 * shown under the title until the next import.
 */
export const ImportStatement = () => {
  const t = useT();
  const api = useApi<BankStatementApi>();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [columns, setColumns] = useState<string[]>();
  const upload = useMutation<
    BankStatementImportResponse,
    Error,
    { file: File; mapping?: BankColumnMapping }
  >({
    mutationFn: ({ file, mapping }) => api.importBankStatement(file, mapping),
    onSuccess: () => {
      setColumns(undefined);
      refresh();
    },
    onError: (error) => setColumns(mappingColumns(error)),
  });
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    upload.mutate({ file: chosen });
  };
  const result = upload.data?.data;
  const refusal = upload.isError && !columns ? upload.error.message : undefined;
  return (
    <Stack spacing={2}>
      <Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="bank-statement-file"
          aria-label={t('app.bankStatement.import.button')}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file chosen again is a new import.
            event.target.value = '';
          }}
        />
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          loading={upload.isPending}
          loadingPosition="start"
          onClick={() => input.current?.click()}
          aria-describedby="bank-import-hint"
        >
          {upload.isPending
            ? t('app.bankStatement.import.importing')
            : t('app.bankStatement.import.button')}
        </Button>
        <Box
          id="bank-import-hint"
          component="span"
          sx={{ ml: 1, color: 'text.secondary', typography: 'body2' }}
        >
          {t('app.bankStatement.import.hint')}
        </Box>
      </Box>
      {result && !upload.isPending && (
        <Alert severity="success" role="status">
          <AlertTitle>{t('app.bankStatement.import.done')}</AlertTitle>
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            <li>{t('app.bankStatement.import.imported', { count: result.imported })}</li>
            <li>{t('app.bankStatement.import.known', { count: result.known })}</li>
            <li>{t('app.bankStatement.import.matched', { count: result.matched })}</li>
            <li>{t('app.bankStatement.import.toCheck', { count: result.to_check })}</li>
            <li>{t('app.bankStatement.import.debits', { count: result.debits })}</li>
          </Stack>
        </Alert>
      )}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {columns && file && (
        <MappingDialog
          columns={columns}
          sending={upload.isPending}
          onCancel={() => {
            setColumns(undefined);
            upload.reset();
          }}
          onSubmit={(mapping) => upload.mutate({ file, mapping })}
        />
      )}
    </Stack>
  );
};
