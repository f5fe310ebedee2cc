import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '../../domain/api/auth';
import { PATHS } from '../../domain/paths';
import { readSession } from '../providers/session';
import { takeReturnPath } from '../providers/returnPath';

/**
 * Signs in, then refreshes react-admin's cached auth state before leaving the page; its
 * `useLogin` would navigate while the shell still believes nobody is signed in and bounce
 * straight back. Returns to the page that sent the visitor to sign-in (react-admin's state, else
 * the screen remembered by the app's own redirect), else the dashboard.
 */
export const useSignIn = () => {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const fromState =
    state?.nextPathname && state.nextPathname !== PATHS.signIn
      ? `${state.nextPathname}${state.nextSearch ?? ''}`
      : null;
  return useCallback(
    async (credentials: LoginRequest) => {
      if (!authProvider) throw new Error('No authProvider');
      await authProvider.login(credentials);
      await queryClient.resetQueries({ queryKey: ['auth'] });
      const group = readSession()?.role;
      const back = group ? takeReturnPath(group, fromState) : null;
      navigate(back ?? PATHS.dashboard, { replace: true });
    },
    [authProvider, queryClient, navigate, fromState],
  );
};
