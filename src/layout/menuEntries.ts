import type { ReactElement } from 'react';
import { menuFor, type MenuItem } from '../../domain/access';
import type { Group } from '../../domain/groups';
import type { Declarations } from '../resources/declarations';
import { canAccessResource } from '../resources/resourceAccess';
import type { ResourceDeclaration } from '../resources/resourceTypes';

export interface MenuEntry extends MenuItem {
  icon?: ReactElement;
  children?: MenuEntry[];
}

/**
 * A group's side menu: the access table's items (domain/access.ts: which groups, in what
 * order) whose entry a feature declares and whose screen this build has, each with the icon
 * its feature gives; a heading stays while one of its items does.
 */
export const menuEntries = (declarations: Declarations, group: Group): MenuEntry[] => {
  const declared = (items: readonly MenuItem[]): MenuEntry[] =>
    items.flatMap((item) => {
      const icon = declarations.menuIcon(item.key);
      if (!icon) return [];
      if (item.children) {
        const children = declared(item.children);
        return children.length ? [{ ...item, icon, children }] : [];
      }
      return item.path && declarations.hasScreen(item.path) ? [{ ...item, icon }] : [];
    });
  return declared(menuFor(group));
};

/**
 * The resources declared with a menu entry of their own (the administration area) that the
 * group may list: the product's own items come from the access table.
 */
export const resourceMenuEntries = (
  declarations: Declarations,
  group: Group,
): ResourceDeclaration[] =>
  declarations.resources.filter(
    (declaration) =>
      declaration.menu &&
      canAccessResource(declarations, group, { resource: declaration.name, action: 'list' }),
  );
