import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { FieldsDeclaration, ResourceDeclaration } from './resourceTypes';

// The generic screens load with the first plain resource opened, not with the sign-in page.
const GenericList = lazy(() => import('./generic/GenericList').then((m) => ({ default: m.GenericList })));
const GenericShow = lazy(() => import('./generic/GenericShow').then((m) => ({ default: m.GenericShow })));
const GenericEdit = lazy(() => import('./generic/GenericForm').then((m) => ({ default: m.GenericEdit })));
const GenericCreate = lazy(() =>
  import('./generic/GenericForm').then((m) => ({ default: m.GenericCreate })),
);

type Views = Pick<ResourceProps, 'list' | 'show' | 'edit' | 'create'>;

const bound = (View: ComponentType<{ declaration: FieldsDeclaration }>, d: FieldsDeclaration) => {
  const Bound = () => <View declaration={d} />;
  return Bound;
};

/** A resource's screens: its own components, or the generic ones over its declared fields. */
export const viewsOf = (declaration: ResourceDeclaration): Views => {
  if (!declaration.fields) return declaration.views;
  const { views } = declaration;
  return {
    list: bound(GenericList, declaration),
    show: views.show ? bound(GenericShow, declaration) : undefined,
    edit: views.edit ? bound(GenericEdit, declaration) : undefined,
    create: views.create ? bound(GenericCreate, declaration) : undefined,
  };
};
