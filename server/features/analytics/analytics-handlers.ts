import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app-deps';
import { currentView, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { platformTotals, signInsPerDay } from './platform-counts';

/** A year of days at most: the chart draws one point per day. */
const maxDays = 366;

export function analyticsHandlers(deps: AppDeps): HandlerMap {
  return {
    async platformOverview(request) {
      const view = await currentView(deps, request);
      if (view.kind !== 'admin' || !view.allowed.has('data-analysis')) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
      const { from, to } = request.body as { from: string; to: string };
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (!(days >= 1)) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：结束日期（to）不能早于开始日期（from）');
      if (days > maxDays) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：统计时间范围不能超过${maxDays}天`);
      return ok({ ...(await platformTotals(deps.db)), signIns: await signInsPerDay(deps.db, from, to) });
    },
  };
}
