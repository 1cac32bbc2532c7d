import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@switchboard/contract/session';
import {
  buildAbility,
  defaultRules,
  type AbilityRule,
  type AppAbility,
} from '@switchboard/contract/permissions';
import { rulesFor } from '@switchboard/contract/role-rules';
import { isConsoleRole, type Role } from '@switchboard/contract/roles';
import { roleSchema } from '@switchboard/contract/auth';
import { forbidden, unauthenticated } from '../errors';
import type { Database } from '../db/client';
import { findSessionUser, sessionCacheOf } from './sessions';

/** The channel of migration 0052's triggers: a session or its user changed, in any instance. */
const SESSIONS_CHANGED = 'sessions_changed';

/**
 * Deny by default: every /api route must declare `config.public` or `config.access`, or the
 * server refuses to start. Before each handler, the session's user and CASL ability are
 * resolved and the route's access rule is checked.
 */
/**
 * Abilities are built once per role and grant set, not per request: staff are few and an
 * ability is only read. The cache is bounded so odd grant sets cannot grow it without end.
 */
const abilities = new Map<string, AppAbility>();
const anonymous = buildAbility(defaultRules);

function abilityFor(role: Role, grants: AbilityRule[]): AppAbility {
  const key = `${role}|${JSON.stringify(grants)}`;
  let ability = abilities.get(key);
  if (!ability) {
    if (abilities.size >= 500) abilities.clear();
    ability = buildAbility(rulesFor(role, grants));
    abilities.set(key, ability);
  }
  return ability;
}

export async function installGuard(app: FastifyInstance, database: Database): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('ability', undefined as never);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = route.config ?? {};
    if (!config.public && !config.access) {
      throw new Error(`Route ${route.method} ${route.url} declares neither public nor access`);
    }
  });

  // A write may end or narrow sessions (logout, deactivation, a role, grants, a password):
  // the sessions this process believes are forgotten before its answer leaves, so the next
  // request, here, is checked against the database. Other instances hear it from PostgreSQL.
  const sessionCache = sessionCacheOf(app.db);
  const stopListening = await database.listen(SESSIONS_CHANGED, () => sessionCache.forgetAll());
  app.addHook('onClose', stopListening);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS')
      sessionCache.forgetAll();
    done(null, payload);
  });

  app.addHook('onRequest', async (request) => {
    request.ability = anonymous;
    if (request.routeOptions.config.sessionless) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const user = await findSessionUser(app.db, token);
      if (user && isConsoleRole(user.role)) {
        request.user = user;
        request.ability = abilityFor(roleSchema.parse(user.role), user.grants);
      }
    }
    const config = request.routeOptions.config;
    if (config.public || !config.access) return;
    if (!request.user) throw unauthenticated();
    const [action, subject] = config.access;
    // MFA_REQUIRED_ROLES, or an SU's "everyone" on the Staff page: until a second factor is
    // set up, the session may only set one up.
    if (
      subject !== 'Auth' &&
      !request.user.secondFactor &&
      (request.user.mfaRequiredForEveryone ||
        app.config.mfaRequiredRoles.includes(request.user.role))
    )
      throw forbidden('Set up a second factor to continue');
    if (!request.ability.can(action, subject)) throw forbidden();
  });
}
