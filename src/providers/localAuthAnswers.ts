import type { QueryClient } from '@tanstack/react-query';
import type { Declarations } from '../resources/declarations';
import { canAccessResource } from '../resources/resourceAccess';
import { readSession } from './session';

const answered = new WeakSet<QueryClient>();

/**
 * react-admin asks the authProvider three questions before a screen shows its content ('signed
 * in?', 'may this group do that?', and, for its routes, 'which permissions?'), each as a query
 * that the screen waits for: its List, Edit or a useCanAccess renders once with nothing, then
 * again in the render the answer brings (a task of 50–200 ms on a phone, where the screen
 * mounts in one piece); the routes render again, all of them, when the permissions come. The
 * answers are local: the session in this tab and the features' access table, as the
 * authProvider itself reads them.
 * So, while a session exists, each question is answered as it is asked, and the screen renders
 * with its content at once. An answer stands while something watches it: the query is dropped
 * when the last watcher goes (gcTime 0, queryClient.ts), and asked again by the next screen.
 * Without a session the question goes to the authProvider, which sends the visitor to sign in.
 */
export const answerAuthLocally = (client: QueryClient, declarations: Declarations) => {
  if (answered.has(client)) return;
  answered.add(client);
  for (const question of ['checkAuth', 'canAccess', 'getPermissions']) {
    client.setQueryDefaults(['auth', question], { staleTime: Infinity });
  }
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, question, params] = event.query.queryKey as readonly unknown[];
    if (scope !== 'auth') return;
    const group = readSession()?.role;
    if (!group) return;
    if (question === 'checkAuth') event.query.setData(true);
    if (question === 'getPermissions') event.query.setData(group);
    const { resource, action } = (params ?? {}) as { resource?: unknown; action?: unknown };
    if (question === 'canAccess' && typeof resource === 'string' && typeof action === 'string') {
      event.query.setData(canAccessResource(declarations, group, { resource, action }));
    }
  });
};
