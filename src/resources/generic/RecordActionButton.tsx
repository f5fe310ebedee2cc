import { useState } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { RecordActionDeclaration } from '../resourceTypes';

/** A declared call on the record in context, asked first when the declaration says so. */
export const RecordActionButton = ({ action }: { action: RecordActionDeclaration }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asking, setAsking] = useState(false);
  const { canAccess } = useCanAccess({ resource, action: action.action });
  const label = translate(`resources.${resource}.actions.${action.name}`);
  const call = useMutation({
    mutationFn: () =>
      dataProvider.callRecordAction(resource, { id: record?.id ?? '', path: action.path }),
    onSuccess: (answer) => {
      setAsking(false);
      notify(answer.message ?? translate('app.resources.done'), { type: 'success' });
    },
    onError: (error: HttpError) => {
      setAsking(false);
      notify(error.message || translate('app.errors.somethingWentWrong'), { type: 'error' });
    },
  });
  if (!record || !canAccess) return null;
  return (
    <>
      <Button
        label={label}
        startIcon={action.icon}
        disabled={call.isPending}
        onClick={() => (action.confirm ? setAsking(true) : call.mutate())}
      />
      <Confirm
        isOpen={asking}
        loading={call.isPending}
        title={label}
        content={translate(`resources.${resource}.actions.${action.name}Confirm`, { _: label })}
        onConfirm={() => call.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
