import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/**
 * react-hook-form's yup resolver, with the schema (and yup, 12 KiB gzip) loaded at the form's
 * first check instead of with its screen; a failed load is tried again at the next check.
 */
export const lazyYupResolver = <T extends FieldValues>(
  loadSchema: () => Promise<ObjectSchema<T>>,
): Resolver<T> => {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (...args) => {
    resolver ??= loadSchema().then(
      // yupResolver types its values as the schema's output, which is T once loaded.
      (schema) => yupResolver(schema) as unknown as Resolver<T>,
      (error: unknown) => {
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(...args);
  };
};
