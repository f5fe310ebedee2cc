import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<T> = Partial<Record<keyof T & string, string>>;

/** What the form needs of a yup schema (kept structural: yup itself loads on submit). */
interface Schema<T> {
  validate(values: T, options: { abortEarly: boolean }): Promise<T>;
}

const isValidationError = (
  error: unknown,
): error is { inner: { path?: string; message: string }[] } =>
  error instanceof Error && error.name === 'ValidationError';

/**
 * A public page's form: the fields in state, checked on submit against the domain's schema,
 * which `loadSchema` imports on demand. react-hook-form and yup together weigh as much as the
 * rest of the sign-in page: a visitor downloads yup only when sending the form.
 */
export const usePublicForm = <T extends Record<string, string>>(
  defaults: T,
  loadSchema: () => Promise<Schema<T>>,
) => {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  /** The props of a text field bound to `name`: its value, and its error once sent. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const handleSubmit =
    (onValid: (values: T) => Promise<unknown> | void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setSubmitting(true);
      try {
        const schema = await loadSchema();
        let valid: T;
        try {
          valid = await schema.validate(values, { abortEarly: false });
        } catch (error) {
          if (!isValidationError(error)) throw error;
          const found: Errors<T> = {};
          for (const { path, message } of error.inner) {
            if (path && !(path in found)) found[path as keyof T & string] = message;
          }
          setErrors(found);
          // As react-hook-form did: the first field to correct takes the focus.
          const first = Object.keys(found)[0];
          const input = first ? form.elements.namedItem(first) : null;
          if (input instanceof HTMLElement) input.focus();
          return;
        }
        setErrors({});
        await onValid(valid);
      } finally {
        setSubmitting(false);
      }
    };

  return { field, handleSubmit, isSubmitting };
};
