import { ErrorCodes } from '../../../shared/error-codes';
import { ApiFailure } from '../../lib/api-failure';
import { areasByKind, routesForKind } from './allowed-routes';
import { buildAuthTree } from './auth-tree';

/** Every staff screen as a tree (areas → menu groups → screens), what roles and packages pick from. */
export function staffScreenTree() {
  return buildAuthTree({ allowed: routesForKind('staff'), areas: areasByKind.staff, pointAuth: true });
}

/** The distinct route names of a grant, refused whole if one is not a staff screen. */
export function staffScreensOf(resources: readonly string[]): string[] {
  const staffScreens = routesForKind('staff');
  const wanted = [...new Set(resources)];
  const unknown = wanted.find((name) => !staffScreens.has(name));
  if (unknown) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：权限（resources）中没有页面 ${unknown}`);
  return wanted;
}
