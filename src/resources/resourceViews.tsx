import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { useGroup } from '../common/useGroup';
import { useDeclarations } from './DeclarationsContext';
import { canAccessResource } from './resourceAccess';
import type { FieldsDeclaration, ResourceDeclaration } from './resourceTypes';

// The generic screens load with the first plain resource opened, not with the sign-in page.
const GenericList = lazy(() =>
  import('./generic/GenericList').then((m) => ({ default: m.GenericList })),
);
const GenericShow = lazy(() =>
  import('./generic/GenericShow').then((m) => ({ default: m.GenericShow })),
);
const GenericEdit = lazy(() =>
  import('./generic/GenericForm').then((m) => ({ default: m.GenericEdit })),
);
const GenericCreate = lazy(() =>
  import('./generic/GenericForm').then((m) => ({ default: m.GenericCreate })),
);

type Views = Pick<ResourceProps, 'list' | 'show' | 'edit' | 'create'>;

const bound = (View: ComponentType<{ declaration: FieldsDeclaration }>, d: FieldsDeclaration) => {
  const Bound = () => <View declaration={d} />;
  return Bound;
};

type ViewName = keyof Views;

/**
 * A view shown only to the groups its action allows, decided from the session before anything
 * renders: react-admin's own check is asynchronous, and its list would first ask the server for
 * rows the group may not see.
 */
const gated = (name: string, action: ViewName, View: ComponentType | undefined) => {
  if (!View) return undefined;
  const Gated = () => {
    const group = useGroup();
    const declarations = useDeclarations();
    if (!group) return null;
    return canAccessResource(declarations, group, { resource: name, action }) ? (
      <View />
    ) : (
      <Navigate to={PATHS.notFound} replace />
    );
  };
  return Gated;
};

const ownViews = (declaration: ResourceDeclaration): Partial<Record<ViewName, ComponentType>> => {
  if (!declaration.fields) return declaration.views;
  const { views } = declaration;
  return {
    list: bound(GenericList, declaration),
    show: views.show ? bound(GenericShow, declaration) : undefined,
    edit: views.edit ? bound(GenericEdit, declaration) : undefined,
    create: views.create ? bound(GenericCreate, declaration) : undefined,
  };
};

/** A resource's screens: its own components, or the generic ones over its declared fields. */
export const viewsOf = (declaration: ResourceDeclaration): Views => {
  const views = ownViews(declaration);
  return {
    list: gated(declaration.name, 'list', views.list),
    show: gated(declaration.name, 'show', views.show),
    edit: gated(declaration.name, 'edit', views.edit),
    create: gated(declaration.name, 'create', views.create),
  };
};
