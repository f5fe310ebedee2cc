import type { ComponentType, ReactElement } from 'react';
import type { MenuKey } from '../../domain/access';
import type { Path } from '../../domain/paths';
import type { ResourceDeclaration } from './resourceTypes';

/**
 * A page that is no resource's view (the dashboard, /profile, the statistics), at its
 * path: the declaration carries the path constant of domain/paths.ts, and the page links to
 * itself and others by the same constants.
 */
export interface PageDeclaration {
  path: Path;
  component: ComponentType;
  /**
   * Who opens it: 'public' pages are for visitors not signed in, outside the shell;
   * 'everyone' signed in (the not-found page); by default the groups whose route table
   * (domain/access.ts) holds the path.
   */
  open?: 'public' | 'everyone';
}

/** The dataProvider's calls that are no operation on a resource (`uploadProof`, `generateIds`…). */
export type ApiMethods = Record<string, (...args: never[]) => unknown>;

/**
 * One feature folder's contribution to the app, exported by its `index.ts`: everything the
 * routes, the menu, the access checks and the providers need to know about it. The registry
 * beside AdminApp.tsx lists them; nothing else in the app names a feature's screens.
 */
export interface FeatureDeclaration {
  /** The folder's name, for the registry's own checks. */
  name: string;
  /** Its react-admin resources: endpoints, access per action, views and child routes. */
  resources?: readonly ResourceDeclaration[];
  pages?: readonly PageDeclaration[];
  /**
   * The icons of the side-menu entries its screens fill. Which groups see an entry, and in
   * what order, is the access table's (domain/access.ts); an entry whose screen no feature
   * declares is left out.
   */
  menu?: Partial<Record<MenuKey, ReactElement>>;
  /** Calls added to the dataProvider beside the resources' methods. */
  api?: ApiMethods;
  /** Shown over every signed-in screen (e.g. the push question). */
  shell?: readonly ComponentType[];
  /** Run after a sign-in (in the background) and before a sign-out. */
  session?: { signedIn?(): Promise<void>; signingOut?(): Promise<void> };
}
