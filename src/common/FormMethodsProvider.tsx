import { useState, type ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type FormState,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Loud instead of stale: the context's form state would be the first render's for ever.
 * Symbols (React's and the debugger's own checks) pass.
 */
const NO_FORM_STATE = new Proxy({} as FormState<FieldValues>, {
  get: (_, key) => {
    if (typeof key === 'symbol') return undefined;
    throw new Error(
      `formState.${key} read from the form's context: read it with useFormState({ control })`,
    );
  },
});

/**
 * react-hook-form's FormProvider for a large form, whose context holds the form's methods and
 * control, which never change, and not its state. With the state in it, every change of the
 * form's state renders every field again: react-hook-form's own `isReady`, set as the form
 * mounts, rendered the registration form's 2,000 components a second time before its first
 * paint. A field follows its own state (`useController`, `useFormState`, `useWatch`), as
 * react-admin's inputs do. Not around react-admin's SaveButton, which reads the state here.
 */
export const FormMethodsProvider = <V extends FieldValues>({
  form,
  children,
}: {
  form: UseFormReturn<V>;
  children: ReactNode;
}) => {
  const [methods] = useState(() => ({
    ...form,
    formState: NO_FORM_STATE as FormState<V>,
  }));
  return <FormProvider {...methods}>{children}</FormProvider>;
};
