import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { ipBans } from '../../db/schema';
import { fail } from '../../lib/envelope';
import { isApiRequest } from '../../plugins/api-path';

/**
 * Refuses every API call, sign-in included, from a banned address. The ban list is read at
 * most once per `cacheMs` per process (a ban reaches every process within that time) rather
 * than once per call; the list is short, one row per banned address.
 */
export function createIpBanList(db: Db, cacheMs: number) {
  let cached: { ips: Set<string>; at: number } | null = null;
  return {
    async isBanned(ip: string): Promise<boolean> {
      if (!cached || Date.now() - cached.at >= cacheMs) {
        const rows = await db.select({ ip: ipBans.ip }).from(ipBans);
        cached = { ips: new Set(rows.map((r) => r.ip)), at: Date.now() };
      }
      return cached.ips.has(ip);
    },
  };
}

export function installIpBanGuard(app: FastifyInstance, db: Db, cacheMs: number): void {
  const bans = createIpBanList(db, cacheMs);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    if (await bans.isBanned(request.ip)) return reply.code(200).send(fail(ErrorCodes.AuthFailure, messages.addressBanned));
  });
}
