import { useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { ErrorResponse } from '../../domain/api/common';
import { PATHS } from '../../domain/paths';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import type { MemberFormValues } from '../members/memberFormModel';

interface ServerError {
  status?: number;
  body?: Partial<ErrorResponse>;
}

/**
 * Sends the registration (pessimistic: nothing is shown as saved before the server says so).
 * Success: 'AOG/MOG Added' and the Registration List. Failure: 'Something Went Wrong', with
 * the server's reasons under the fields (422, 409) and the hours reloaded on a 423.
 */
export const useCreateRegistration = ({
  setError,
  onClosed,
}: {
  setError: UseFormSetError<MemberFormValues>;
  onClosed: () => void;
}) => {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MemberFormValues) => api.createRegistration(values),
    onSuccess: async () => {
      notify(t('app.registrationForm.added'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['id-dropdown'] });
      navigate(PATHS.registrationList);
    },
    onError: async (error: ServerError) => {
      notify(t('app.registrationForm.failed'), { type: 'error' });
      for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
        if (messages[0]) {
          setError(
            field as keyof MemberFormValues,
            { message: messages[0] },
            { shouldFocus: true },
          );
        }
      }
      if (error.status === 409) await queryClient.invalidateQueries({ queryKey: ['id-dropdown'] });
      if (error.status === 423) onClosed();
    },
  });
};
