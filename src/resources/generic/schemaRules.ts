import { use } from 'react';
import type { AnyObjectSchema, SchemaDescription } from 'yup';
import type { FieldDeclaration, FieldsDeclaration, FormSchemas } from '../resourceTypes';

/** What a field's input shows of the rules its domain schema checks. */
export interface FieldRules {
  required: boolean;
  min?: number;
  max?: number;
  /** A select's values: the schema's `oneOf`, or the whole numbers an array's items may be. */
  choices?: readonly (string | number)[];
  /** A list of objects: the rules of its items' fields. */
  items?: Readonly<Record<string, FieldRules>>;
}

type View = NonNullable<FieldDeclaration['in']>[number];

const loading = new WeakMap<FieldsDeclaration, Promise<FormSchemas>>();

/**
 * The declaration's domain schemas, loaded with its first generic view (yup and the messages
 * stay out of the shell's download); the view waits for them in the layout's Suspense.
 */
export const useFormSchemas = (declaration: FieldsDeclaration): FormSchemas => {
  if (!declaration.schemas) return {};
  let schemas = loading.get(declaration);
  if (!schemas) {
    schemas = declaration.schemas();
    // A failed download is tried again by the next screen that needs it.
    schemas.catch(() => loading.delete(declaration));
    loading.set(declaration, schemas);
  }
  return use(schemas);
};

/** The schema a view validates with: its own, else the other form's (for lists and filters). */
export const schemaFor = (schemas: FormSchemas, view: View): AnyObjectSchema | undefined =>
  view === 'edit' ? (schemas.edit ?? schemas.create) : (schemas.create ?? schemas.edit);

const described = new WeakMap<AnyObjectSchema, Record<string, SchemaDescription>>();

const fieldsOf = (schema: AnyObjectSchema) => {
  let fields = described.get(schema);
  if (!fields) {
    fields = schema.describe().fields as Record<string, SchemaDescription>;
    described.set(schema, fields);
  }
  return fields;
};

const param = (description: SchemaDescription, test: 'min' | 'max') => {
  const value = description.tests.find((t) => t.name === test)?.params?.[test];
  return typeof value === 'number' ? value : undefined;
};

/** A range of whole numbers as choices, e.g. the days 1 to 7 of `days: array(1..7)`. */
const range = (item: SchemaDescription): number[] | undefined => {
  const min = param(item, 'min');
  const max = param(item, 'max');
  if (min === undefined || max === undefined || max - min > 31) return undefined;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
};

/**
 * A field's rules as the domain schema states them (`schema.describe()`): required, the
 * numbers' bounds, the choices. A field the schema does not know has none.
 */
export const rulesOf = (schema: AnyObjectSchema | undefined, source: string): FieldRules =>
  describedRules(schema ? fieldsOf(schema)[source] : undefined);

const describedRules = (description: SchemaDescription | undefined): FieldRules => {
  if (!description) return { required: false };
  const item = 'innerType' in description ? (description.innerType as SchemaDescription) : null;
  const listed = (description.oneOf as (string | number)[]).filter((value) => value != null);
  const itemFields =
    item && 'fields' in item ? (item.fields as Record<string, SchemaDescription>) : undefined;
  return {
    // A switch always holds a value: no mark for a required boolean; a list may be empty.
    required: !description.optional && description.type !== 'boolean' && !itemFields,
    ...(description.type === 'number' && {
      min: param(description, 'min'),
      max: param(description, 'max'),
    }),
    choices: listed.length ? listed : item && !itemFields ? range(item) : undefined,
    ...(itemFields && {
      items: Object.fromEntries(
        Object.entries(itemFields).map(([name, field]) => [name, describedRules(field)]),
      ),
    }),
  };
};
