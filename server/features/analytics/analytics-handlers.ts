import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { requireAdminScreen, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { platformTotals, signInsPerDay } from './platform-counts';
import { provinceDistribution, schoolUsage } from './school-usage';

/** The back-office screens built on the per-school usage counts. */
export const schoolUsageScreens = ['csm-basic', 'csm-grow', 'csm-teach', 'market-trial', 'school-history', 'data-management', 'institutionalAnalysis'];

/** A year of days at most: the chart draws one point per day. */
const maxDays = 366;

export function analyticsHandlers(deps: AppDeps): HandlerMap {
  return {
    async platformOverview(request) {
      await requireAdminScreen(deps, request, ['data-analysis', 'data-history']);
      const { from, to } = request.body;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (!(days >= 1)) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：结束日期（to）不能早于开始日期（from）');
      if (days > maxDays) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：统计时间范围不能超过${maxDays}天`);
      return ok({ ...(await platformTotals(deps.db)), signIns: await signInsPerDay(deps.db, from, to) });
    },
    async schoolUsage(request) {
      await requireAdminScreen(deps, request, schoolUsageScreens);
      const { days, trial } = request.body;
      return ok(await schoolUsage(deps.db, days, trial));
    },
    async provinceDistribution(request) {
      await requireAdminScreen(deps, request, ['nationalCampusDistribution', 'nationalStudentDistribution', 'data-management']);
      return ok(await provinceDistribution(deps.db));
    },
  };
}
