import { render, screen } from '@testing-library/react';
import type { Group } from '../../../domain/groups';
import { App } from '../../../src/App';
import { saveSession } from '../../../src/providers/session';
import { adminOf } from './server';

/** Signs a group in (session storage, as after a real sign-in) without calling the API. */
export const signInAs = (group: Group) =>
  saveSession({
    access_token: `token-${group}`,
    role: group,
    admin: adminOf(group),
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  });

/** The whole app at a path, as the browser would open it. */
export const renderApp = (path: string, group?: Group) => {
  if (group) signInAs(group);
  window.history.replaceState(null, '', path);
  return render(<App />);
};

export { screen };
