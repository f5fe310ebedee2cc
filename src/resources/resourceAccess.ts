import { canAccess, hasPermission, type AccessRequest } from '../../domain/access';
import type { Group } from '../../domain/groups';
import type { Declarations } from './declarations';

/**
 * react-admin's `canAccess({resource, action})`: a declared resource names the permission of
 * the access table each action needs; anything else is the permission `resource.action`.
 */
export const canAccessResource = (
  declarations: Declarations,
  group: Group,
  request: AccessRequest,
): boolean => {
  const declaration = declarations.resourceNamed(request.resource);
  if (!declaration) return canAccess(group, request);
  const permission = declaration.access[request.action];
  return permission !== undefined && hasPermission(group, permission);
};
