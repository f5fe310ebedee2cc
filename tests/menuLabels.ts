import type { MenuItem } from '../domain/access';
import type { Group } from '../domain/groups';
import { appMessages } from '../i18n/app-id';
import { resourceMessages } from '../i18n/resources-id';
import { menuEntries, resourceMenuEntries } from '../src/layout/menuEntries';
import { declarations } from '../src/registry';

const flat = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flat(item.children ?? [])]);

/**
 * The labels a group's side menu must show, for the component and the browser suites: the access
 * table's items that a feature declares a screen for, the resources with a menu entry the group
 * may list (under 'Administrasi'), and Sign Out.
 */
export const expectedMenu = (group: Group): string[] => [
  ...flat(menuEntries(declarations, group)).map((item): string => appMessages.menu[item.key]),
  ...resourceMenuEntries(declarations, group).map(
    (r) => resourceMessages[r.name as keyof typeof resourceMessages].name.split(' |||| ')[1]!,
  ),
  'Sign Out',
];
