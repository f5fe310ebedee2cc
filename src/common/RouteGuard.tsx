import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canOpenRoute } from '../../domain/access';
import { PATHS, type Path } from '../../domain/paths';
import { useGroup } from './useGroup';

/** A screen the group's route table does not hold sends the visitor to /not-found. */
export const RouteGuard = ({ path, children }: { path: Path; children: ReactNode }) => {
  const group = useGroup();
  if (!group) return null;
  return canOpenRoute(group, path) ? children : <Navigate to={PATHS.notFound} replace />;
};
