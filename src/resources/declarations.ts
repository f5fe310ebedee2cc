import type { ComponentType, ReactElement } from 'react';
import type { MenuKey } from '../../domain/access';
import { matchesPath } from '../../domain/paths';
import { isLazyScreen, type LazyScreen } from '../common/lazyScreen';
import type { ApiMethods, FeatureDeclaration, PageDeclaration } from './featureTypes';
import type { ResourceDeclaration } from './resourceTypes';

/** The features' declarations gathered once, for the providers, the routes and the menu. */
export interface Declarations {
  readonly resources: readonly ResourceDeclaration[];
  readonly pages: readonly PageDeclaration[];
  /** Every call the features add to the dataProvider. */
  readonly api: ApiMethods;
  readonly shell: readonly ComponentType[];
  resourceNamed(name: string): ResourceDeclaration | undefined;
  /** Whether this build has a screen at the path: a page, a resource's list or route. */
  hasScreen(path: string): boolean;
  menuIcon(key: MenuKey): ReactElement | undefined;
  /**
   * Every lazy screen with the path it is mounted at, in the order `preloadScreen` looks a
   * path up: the build reads it to have index.html ask for a screen's files.
   */
  readonly lazyScreens: readonly { readonly path: string; readonly screen: LazyScreen }[];
  /** Starts downloading the screen at the path (a lazy one), if there is one. */
  preloadScreen(pathname: string): void;
  signedIn(): Promise<void>;
  signingOut(): Promise<void>;
}

const once = <T>(what: string, seen: Set<T>, value: T) => {
  if (seen.has(value)) throw new Error(`${what} ${String(value)} is declared twice`);
  seen.add(value);
};

/** A resource's own routes must sit under its path: react-admin mounts them at /<name>/*. */
const checkRoutes = (declaration: ResourceDeclaration) => {
  for (const route of declaration.routes ?? []) {
    if (!route.path.startsWith(`/${declaration.name}/`)) {
      throw new Error(`${route.path} is not under /${declaration.name}/`);
    }
  }
};

/** A plain resource always has its generic list; one with views of its own, when it says so. */
const hasList = (declaration: ResourceDeclaration) =>
  Boolean(declaration.fields || declaration.views.list);

/**
 * Gathers the features' declarations, refusing what would silently shadow another: a
 * resource, page, menu entry or API call declared twice, or a route outside its resource.
 */
export const collectDeclarations = (features: readonly FeatureDeclaration[]): Declarations => {
  const names = new Set<string>();
  const paths = new Set<string>();
  const calls = new Set<string>();
  const keys = new Set<MenuKey>();
  for (const feature of features) {
    once('feature', names, feature.name);
    for (const key of Object.keys(feature.menu ?? {}) as MenuKey[]) once('menu entry', keys, key);
    for (const call of Object.keys(feature.api ?? {})) once('API call', calls, call);
  }
  const resources = features.flatMap((feature) => feature.resources ?? []);
  const pages = features.flatMap((feature) => feature.pages ?? []);
  const resourceNames = new Set<string>();
  for (const declaration of resources) {
    once('resource', resourceNames, declaration.name);
    checkRoutes(declaration);
  }
  const byName = new Map(resources.map((declaration) => [declaration.name, declaration]));
  for (const path of [
    ...pages.map((page) => page.path),
    ...resources.flatMap((declaration) => [
      ...(hasList(declaration) ? [`/${declaration.name}`] : []),
      ...(declaration.routes ?? []).map((route) => route.path),
    ]),
  ]) {
    once('path', paths, path);
  }
  const icons = new Map(
    features.flatMap((feature) => Object.entries(feature.menu ?? {})) as [MenuKey, ReactElement][],
  );
  // Where each screen is: react-admin mounts a resource's list at /<name>, its edit at /<name>/:id.
  const screens: [string, ComponentType | undefined][] = [
    ...pages.map((page): [string, ComponentType] => [page.path, page.component]),
    ...resources.flatMap((declaration): [string, ComponentType | undefined][] => [
      ...(declaration.routes ?? []).map((route): [string, ComponentType] => [
        route.path,
        route.component,
      ]),
      // The generic resources' views are one module, downloaded with the first of them.
      ...(declaration.fields
        ? []
        : ([
            [`/${declaration.name}`, declaration.views.list],
            [`/${declaration.name}/:id`, declaration.views.edit],
          ] as [string, ComponentType | undefined][])),
    ]),
  ];
  const hooks = features.flatMap((feature) => (feature.session ? [feature.session] : []));
  return {
    resources,
    pages,
    api: Object.assign({}, ...features.map((feature) => feature.api ?? {})) as ApiMethods,
    shell: features.flatMap((feature) => feature.shell ?? []),
    resourceNamed: (name) => byName.get(name),
    hasScreen: (path) => paths.has(path),
    menuIcon: (key) => icons.get(key),
    lazyScreens: screens.flatMap(([path, screen]) =>
      isLazyScreen(screen) ? [{ path, screen }] : [],
    ),
    preloadScreen: (pathname) => {
      const screen = screens.find(([path]) => matchesPath(path, pathname))?.[1];
      // A failed download shows when React renders the screen, with react-admin's error page.
      if (isLazyScreen(screen)) screen.preload().catch(() => undefined);
    },
    // A feature's hook failing (push unreachable) must not hold back the others or the sign-in.
    signedIn: async () => {
      await Promise.allSettled(hooks.map((hook) => hook.signedIn?.()));
    },
    signingOut: async () => {
      await Promise.allSettled(hooks.map((hook) => hook.signingOut?.()));
    },
  };
};
