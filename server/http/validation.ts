import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { AnySchema, InferType, Schema } from 'yup';

/**
 * Routes declare their body, query and params as yup schemas, the same ones the app's forms
 * use (domain/). Fastify runs them; failures reach the error handler as yup ValidationErrors.
 */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Schema ? InferType<this['schema']> : unknown;
  serializer: this['schema'] extends Schema ? InferType<this['schema']> : unknown;
}

export const registerYupValidation = (app: FastifyInstance): void => {
  app.setValidatorCompiler(({ schema }) => {
    const yupSchema = schema as AnySchema;
    return (data: unknown) => {
      try {
        return { value: yupSchema.validateSync(data, { abortEarly: false, stripUnknown: true }) };
      } catch (error) {
        return { error: error as Error };
      }
    };
  });
};
