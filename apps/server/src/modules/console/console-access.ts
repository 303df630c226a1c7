import { CONSOLE_MESSAGES, type StaffRole } from '@tengu/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { authOf } from '#app/modules/auth/authenticate';
import type { ConsoleActor } from './console-audit.repository';
import { findStaffAccess } from './staff.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff roles allowed on an /api/admin route (admin is always allowed). */
    staffRoles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    staff: (ConsoleActor & { roles: StaffRole[] }) | null;
  }
}

/** One registered console route and the roles it allows (read by the authorisation test). */
export interface ConsoleRoute {
  method: string;
  url: string;
  roles: readonly StaffRole[];
}

/**
 * The console's gate (ADR 037), installed on the plugin that holds every /api/admin route:
 * a signed-in user (401), holding a staff role (403), with TOTP on (403), whose roles meet the
 * route's declared `config.staffRoles` (403). A route registered without `staffRoles` is a
 * programming error and stops the app at start-up. Fills `routes` with the registered routes.
 */
export function installConsoleAccess(app: FastifyInstance, db: DB, routes: ConsoleRoute[]): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const roles = route.config?.staffRoles;
    if (!roles || roles.length === 0) {
      throw new Error(`console route ${route.method} ${route.url} declares no staffRoles`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, roles });
    }
  });
  // Before validation: a caller without access learns nothing about a route's input.
  app.addHook('preValidation', async (request) => {
    await app.requireUser(request);
    request.staff = await authorise(db, request);
  });
}

async function authorise(db: DB, request: FastifyRequest) {
  const { userId } = authOf(request);
  const access = await findStaffAccess(db, userId);
  if (!access || access.roles.length === 0 || access.account_status !== 'active') {
    throw new AppError('FORBIDDEN', CONSOLE_MESSAGES.staffOnly);
  }
  if (!access.two_factor_enabled) {
    throw new AppError('FORBIDDEN', CONSOLE_MESSAGES.twoFactorRequired);
  }
  const allowed = request.routeOptions.config.staffRoles ?? [];
  if (!access.roles.some((role) => role === 'admin' || allowed.includes(role))) {
    throw new AppError('FORBIDDEN', CONSOLE_MESSAGES.wrongRole);
  }
  return { userId, username: access.username, ip: request.ip, roles: access.roles };
}

/** The staff member of a console route (set by the gate). */
export function staffOf(request: FastifyRequest): ConsoleActor & { roles: StaffRole[] } {
  if (!request.staff) throw new AppError('FORBIDDEN', CONSOLE_MESSAGES.staffOnly);
  return request.staff;
}
