import type { FastifyInstance, RouteOptions } from 'fastify';

type Hooks = RouteOptions['onRequest'];
const asList = (hooks: Hooks | RouteOptions['preHandler']) => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * The contract router puts each operation's session check (its security schemes) in the route's
 * preHandler, which runs after the body has been parsed and validated: a caller without a valid
 * session would learn which fields of their request are wrong, or that the JSON is broken, before
 * being told to sign in. Run the check as soon as the request arrives instead, right after the
 * address ban, so the order is always: banned address, session, then the request's content.
 * Must be installed before the contract's routes are registered.
 */
export function installAuthFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.preHandler) return;
    route.onRequest = [...asList(route.onRequest), ...asList(route.preHandler)] as Hooks;
    delete route.preHandler;
  });
}
