import type { FieldDeclaration, FieldsDeclaration } from '../resourceTypes';

type View = NonNullable<FieldDeclaration['in']>[number];

/** The declared fields a view shows: all by default, a password only in the forms. */
export const fieldsIn = (declaration: FieldsDeclaration, view: View): FieldDeclaration[] =>
  declaration.fields.filter((field) =>
    field.in
      ? field.in.includes(view)
      : view !== 'filter' && (field.type !== 'password' || view === 'create' || view === 'edit'),
  );

/** A read-only value (json, a creation time) is shown in the forms but never sent. */
export const isEditable = (field: FieldDeclaration) => !field.readOnly && field.type !== 'json';
