import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { CrudActor } from '../../auth/session-actor';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { resources } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { routesForKind } from '../../auth/allowed-routes';
import { resourceTree, scopeKind, type ResourceScope } from './resource-tree';

/** Each tree has its own screen: the school tree is rbac-nav's, the back office's sysset-nav's. */
const scopeScreen: Record<ResourceScope, string> = { school: 'rbac-nav', admin: 'sysset-nav' };

function requireScope(actor: CrudActor, scope: ResourceScope) {
  if (!actor.allowed.has(scopeScreen[scope])) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
}

async function existing(context: CustomContext, id: number) {
  const [row] = await context.db.select().from(resources).where(eq(resources.id, id)).limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, '资源不存在');
  requireScope(context.actor, row.scope as ResourceScope);
  return row;
}

/**
 * A page must name a screen of its tree's audience (that is what packages and roles grant);
 * a parent must be an entry of the same tree.
 */
const beforeWrite: NonNullable<EntityOverrides['beforeWrite']> = async (values, { db, actor, mode }) => {
  const scope = values.scope as ResourceScope | undefined;
  if (!scope) return values;
  requireScope(actor, scope);
  if (values.kind === 'page' || values.kind === 'button') {
    const routeName = values.routeName as string | null | undefined;
    if (!routeName) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：页面路由（routeName）不能为空');
    if (!routesForKind(scopeKind[scope]).has(routeName)) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：页面路由（routeName）中没有页面 ${routeName}`);
    // A screen appears once per tree: it is the node a package or role checks.
    if (mode === 'create' && values.kind === 'page') {
      const [twin] = await db.select({ id: resources.id }).from(resources).where(and(eq(resources.scope, scope), eq(resources.kind, 'page'), eq(resources.routeName, routeName))).limit(1);
      if (twin) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：页面路由（routeName）${routeName} 已在资源树中`);
    }
  }
  if (values.parentId !== undefined && values.parentId !== null) {
    const [parent] = await db.select({ scope: resources.scope, kind: resources.kind }).from(resources).where(eq(resources.id, values.parentId as number)).limit(1);
    if (!parent || parent.scope !== scope) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：上级资源（parentId）不存在');
    if (parent.kind === 'button') throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：上级资源（parentId）不能是按钮');
  }
  return values;
};

/** An entry with entries below it stays: deleting it would orphan them. */
async function deleteResource(context: CustomContext) {
  const row = await existing(context, context.body.id as number);
  const [child] = await context.db.select({ id: resources.id }).from(resources).where(eq(resources.parentId, row.id)).limit(1);
  if (child) throw new ApiFailure(ErrorCodes.ActionFailure, '请先删除下级资源');
  await context.db.delete(resources).where(eq(resources.id, row.id));
  return null;
}

async function queryResourceTree(context: CustomContext) {
  return { tree: await resourceTree(context.db, context.body.scope as ResourceScope) };
}

export const resourceOverrides: EntityOverrides<'Resource'> = {
  beforeWrite,
  custom: { delete: deleteResource, queryResourceTree },
};
