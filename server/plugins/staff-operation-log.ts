import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { RouteHandler } from '../handler';
import { recordOperation } from '../crud/operation-log';

/**
 * How a hand-written operation meets a school's operation log, as its contract entry declares
 * (`x-operation-log`): `false` for reads and a person's own acts (signing out, submitting code),
 * `handler` where the handler records the row itself (with the fields it changed), or the thing
 * it changes, for which the server records one row after every successful call by staff.
 * The entity engine logs its own operations (server/crud/engine-operation-log.ts).
 */
export type OperationLogRule = false | 'handler' | { entity: string; title: string };

type Operation = { operationId?: string; security?: Record<string, unknown>[]; 'x-operation-log'?: OperationLogRule };

/** Every operation of the contract with its rule (undefined: not declared) and whether staff may call it. */
export function operationLogRules(document: Record<string, unknown>): Map<string, { rule: OperationLogRule | undefined; staff: boolean }> {
  const rules = new Map<string, { rule: OperationLogRule | undefined; staff: boolean }>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      const staff = (operation.security ?? []).some((scheme) => 'staffToken' in scheme);
      rules.set(operation.operationId, { rule: operation['x-operation-log'], staff });
    }
  }
  return rules;
}

const idsOf = (body: unknown, content: unknown): number[] => {
  const b = (body ?? {}) as { id?: unknown; ids?: unknown };
  if (Array.isArray(b.ids)) return b.ids.filter((id): id is number => typeof id === 'number');
  if (typeof b.id === 'number') return [b.id];
  const c = content as { id?: unknown } | null;
  return c && typeof c.id === 'number' ? [c.id] : [];
};

/** The handler, followed by its log row when staff of a school called it and it succeeded. */
export function withStaffOperationLog(db: Db, operationId: string, rule: { entity: string; title: string }, handler: RouteHandler): RouteHandler {
  return async (request: FastifyRequest, reply) => {
    const answer = await handler(request, reply);
    const auth = request.auth;
    const schoolId = auth?.kind === 'staff' ? auth.staff?.schoolId : null;
    if (auth && schoolId && (answer as { success?: unknown } | null)?.success === true) {
      const content = (answer as { content?: unknown }).content;
      await recordOperation(db, request, { kind: 'staff', staffId: auth.accountId, schoolId }, { operation: operationId, entityName: rule.entity, entityTitle: rule.title, ids: idsOf(request.body, content) });
    }
    return answer;
  };
}
