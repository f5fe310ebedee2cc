import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { RouteGuard } from '../common/RouteGuard';
import type { Declarations } from './declarations';
import type { PageDeclaration } from './featureTypes';
import { viewsOf } from './resourceViews';

/** A screen at its path, for the groups whose route table holds it (or as its page says). */
const guarded = (path: PageDeclaration['path'], Component: PageDeclaration['component']) => (
  <RouteGuard path={path}>
    <Component />
  </RouteGuard>
);

/**
 * One <Resource> per declared resource: its views at react-admin's paths under its name, and
 * its own routes (the product's paths under it, e.g. /inquiry-data/edit/{id}) as its children.
 * Elements rather than a component: <CoreAdminUI> finds its resources among its children.
 */
export const resourceElements = (declarations: Declarations) =>
  declarations.resources.map((declaration) => (
    <Resource
      key={declaration.name}
      name={declaration.name}
      recordRepresentation={declaration.recordRepresentation}
      {...viewsOf(declaration)}
    >
      {declaration.routes?.map(({ path, component }) => (
        <Route
          key={path}
          path={path.slice(declaration.name.length + 2)}
          element={guarded(path, component)}
        />
      ))}
    </Resource>
  ));

/** The declared pages of one kind: public (outside the shell) or inside it. */
export const pageRoutes = (declarations: Declarations, kind: 'public' | 'shell') =>
  declarations.pages
    .filter((page) => (page.open === 'public') === (kind === 'public'))
    .map(({ path, component: Component, open }) => (
      <Route key={path} path={path} element={open ? <Component /> : guarded(path, Component)} />
    ));
