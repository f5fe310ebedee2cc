import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PATHS, type Path } from '../domain/paths';
import { resources } from './resources/registry';

/** A screen of the app at its SPEC.md path, loaded when first opened. */
export interface AppRoute {
  path: Path;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * Screens inside the shell. Each is offered only to the groups whose route table holds its
 * path (domain/access.ts); /not-found to everyone.
 */
export const shellRoutes: AppRoute[] = [
  { path: PATHS.dashboard, Component: lazy(() => import('./dashboard/DashboardPage')) },
  { path: PATHS.profile, Component: lazy(() => import('./profile/ProfilePage')) },
  { path: PATHS.changePassword, Component: lazy(() => import('./profile/ChangePasswordPage')) },
  { path: PATHS.helpCenter, Component: lazy(() => import('./help-center/HelpCenterPage')) },
  { path: PATHS.settingWa, Component: lazy(() => import('./setting-wa/SettingWaPage')) },
  {
    path: PATHS.registrationCreate,
    Component: lazy(() => import('./registration-form/RegistrationCreate')),
  },
  {
    path: PATHS.inquiryDataEdit,
    Component: lazy(() => import('./inquiry-data/InquiryEdit')),
  },
  { path: PATHS.upgradeForm, Component: lazy(() => import('./upgrade/UpgradeForm')) },
  { path: PATHS.upgradeFormEdit, Component: lazy(() => import('./upgrade/UpgradeForm')) },
  { path: PATHS.statisticMember, Component: lazy(() => import('./statistics/StatisticPage')) },
  { path: PATHS.createTarget, Component: lazy(() => import('./targets/CreateTargetPage')) },
  { path: PATHS.historyTarget, Component: lazy(() => import('./targets/HistoryTargetPage')) },
  { path: PATHS.notFound, Component: lazy(() => import('./not-found/NotFoundPage')) },
];

/** The paths this build has a screen for, custom or resource; the menu links only to these. */
export const shippedPaths: ReadonlySet<string> = new Set([
  ...shellRoutes.map((route) => route.path),
  ...resources.map((declaration) => `/${declaration.name}`),
]);
