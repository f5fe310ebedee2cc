import { useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { ErrorResponse } from '../../domain/api/common';

interface ServerError {
  status?: number;
  body?: Partial<ErrorResponse>;
}

export interface MemberSubmission<V extends FieldValues> {
  /** The call that records the form (the registration's POST, the upgrade's POST or PATCH). */
  send: (values: V) => Promise<unknown>;
  /** 'AOG/MOG Added', 'MOG Upgraded'. */
  successMessage: string;
  /** 'Something Went Wrong'. */
  failureMessage: string;
  /** Where the user goes after success. */
  then: string;
  /** react-admin resources whose lists the success changes, refetched before they show. */
  resources?: readonly string[];
}

/**
 * Sends a member form (pessimistic: nothing is shown as saved before the server says so).
 * Success: its message and its next page. Failure: its message, with the server's reasons under
 * the fields (422, 409), the ID picker reloaded on a 409 and the hours on a 423.
 */
export const useSubmitMember = <V extends FieldValues>(
  { send, successMessage, failureMessage, then, resources = [] }: MemberSubmission<V>,
  {
    setError,
    onClosed,
    onSaved,
  }: { setError: UseFormSetError<V>; onClosed: () => void; onSaved: () => void },
) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      onSaved();
      notify(successMessage, { type: 'success' });
      await Promise.all(
        ['id-dropdown', ...resources].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      navigate(then);
    },
    onError: async (error: ServerError) => {
      notify(failureMessage, { type: 'error' });
      for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
        if (messages[0])
          setError(field as Path<V>, { message: messages[0] }, { shouldFocus: true });
      }
      if (error.status === 409) await queryClient.invalidateQueries({ queryKey: ['id-dropdown'] });
      if (error.status === 423) onClosed();
    },
  });
};
