import { ErrorCodes } from '../../shared/error-codes';
import { ApiFailure } from '../lib/api-failure';
import type { SessionKind } from './actors';
import { areasByKind, routesForKind } from './allowed-routes';
import { buildAuthTree } from './auth-tree';

/** Every screen of a kind of session as a tree (areas → menu groups → screens). */
export function screenTree(kind: SessionKind) {
  return buildAuthTree({ allowed: routesForKind(kind), areas: areasByKind[kind], pointAuth: true });
}

/** Every staff screen as a tree, what roles and packages pick from. */
export function staffScreenTree() {
  return screenTree('staff');
}

/** The distinct route names of a grant, refused whole if one is not a screen of that kind of session. */
export function screensOf(kind: SessionKind, resources: readonly string[]): string[] {
  const screens = routesForKind(kind);
  const wanted = [...new Set(resources)];
  const unknown = wanted.find((name) => !screens.has(name));
  if (unknown) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：权限（resources）中没有页面 ${unknown}`);
  return wanted;
}

export function staffScreensOf(resources: readonly string[]): string[] {
  return screensOf('staff', resources);
}
