import { menuFor } from '../domain/access';
import type { Group } from '../domain/groups';
import { appMessages } from '../i18n/app-id';
import { resourceMessages } from '../i18n/resources-id';
import { resources } from '../src/resources/registry';
import { canAccessResource } from '../src/resources/resourceAccess';
import { shippedPaths } from '../src/routes';

/**
 * The labels a group's side menu must show, for the component and the browser suites: the access
 * table's items that have a screen in this build, the resources with a menu entry the group may
 * list (under 'Administrasi'), and Sign Out.
 */
export const expectedMenu = (group: Group): string[] => [
  ...menuFor(group)
    .flatMap((item) => (item.children ? [item, ...item.children] : [item]))
    .filter((item) =>
      item.children
        ? item.children.some((c) => c.path && shippedPaths.has(c.path))
        : item.path && shippedPaths.has(item.path),
    )
    .map((item): string => appMessages.menu[item.key]),
  ...resources
    .filter((r) => r.menu && canAccessResource(group, { resource: r.name, action: 'list' }))
    .map((r) => resourceMessages[r.name as keyof typeof resourceMessages].name.split(' |||| ')[1]!),
  'Sign Out',
];
