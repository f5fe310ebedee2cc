import { isGroup, type Group } from '../../domain/groups';
import { readSession } from '../providers/session';

/**
 * The signed-in group, read straight from the session: unlike a cached permissions query it is
 * right on the very render after sign-in, so routes and menu never flash the wrong table.
 */
export const useGroup = (): Group | null => {
  const role = readSession()?.role;
  return isGroup(role) ? role : null;
};
