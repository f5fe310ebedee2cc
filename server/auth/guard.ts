import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '../../domain/access';
import { forbidden, unauthorized } from '../http/errors';
import { authenticate } from './service';

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

/**
 * Every route must declare `config.access`; a route without it stops the server from starting.
 * Before any body is read, the guard answers 401 without a live token and 403 when the
 * caller's group lacks the route's permission.
 */
export const registerGuard = (app: FastifyInstance): void => {
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // No access config means no route matched: the not-found handler answers.
    if (!access || 'public' in access) return;
    const token = bearer(request);
    const caller = token ? await authenticate(app.ctx, token) : null;
    if (!caller) throw unauthorized();
    if (!hasPermission(caller.group, access.permission)) throw forbidden();
    request.caller = caller;
  });

  // A write here may have ended sessions (a sign-out, a deactivation, a new password). The
  // database's notification of it comes back on another connection, maybe after the response,
  // so the caller's next request could still meet the old check: forget them all first.
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) app.ctx.sessions.invalidate();
  });
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The caller of a guarded route; the guard has already refused anonymous requests. */
export const callerOf = (request: FastifyRequest) => {
  if (!request.caller) throw unauthorized();
  return request.caller;
};
