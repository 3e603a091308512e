import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { loadSessionActor, requirePermission } from '../../auth/session-actor';
import { ojProblems, ojSubmissions } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import type { TestResult } from '../../judge';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { visibleProblems } from './problem-model';
import { schoolSwitch } from './school-switch';

/** How many recent failed submissions the common-error ranking reads, and how many entries it keeps. */
const errorSample = 2000;
const topErrors = 10;

/** A compile error's first "error:" line without file positions, so the same mistake groups together. */
function compileErrorKey(message: string | null): string {
  const line = (message ?? '').split('\n').find((l) => /error/i.test(l)) ?? (message ?? '').split('\n')[0] ?? '';
  return line.replace(/^[^:]*:\d+:\d+:\s*/, '').trim().slice(0, 200) || '编译错误';
}

function commonErrors(rows: { verdict: string | null; results: unknown; compileMessage: string | null }[]) {
  const counts = new Map<string, { kind: string; text: string; count: number }>();
  for (const row of rows) {
    const failed = ((row.results ?? []) as TestResult[]).find((t) => t.verdict !== 'AC' && t.verdict !== 'PC');
    const entry =
      row.verdict === 'CE' ? { kind: 'CE', text: compileErrorKey(row.compileMessage) } : { kind: row.verdict ?? 'SE', text: failed ? `测试点 ${failed.name}` : (row.verdict ?? '') };
    const key = `${entry.kind}\u0000${entry.text}`;
    const current = counts.get(key) ?? { ...entry, count: 0 };
    current.count += 1;
    counts.set(key, current);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, topErrors);
}

/**
 * Acceptance, verdict distribution and common errors. Schools see their own submissions and
 * only with the ojAnalysis authorization; the platform administrator sees every school's.
 */
export function analysisHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    async ojAnalysis(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['TopicAnalysis', 'admin-TopicAnalysis']);
      if (actor.kind !== 'admin' && !(await schoolSwitch(db, actor.schoolId, 'ojAnalysis'))) {
        throw new ApiFailure(ErrorCodes.ActionFailure, '本校未开通OJ题目分析功能');
      }
      const problemId = request.body.problemId;
      const scope: SQL | undefined = and(
        actor.kind === 'admin' ? undefined : eq(ojSubmissions.schoolId, actor.schoolId),
        // Only problems the reader may see: a colleague's private problem stays out of the figures.
        actor.kind === 'admin' ? undefined : inArray(ojSubmissions.problemId, db.select({ id: ojProblems.id }).from(ojProblems).where(visibleProblems(actor))),
        problemId ? eq(ojSubmissions.problemId, problemId) : undefined,
        sql`${ojSubmissions.contestId} is null`,
        sql`${ojSubmissions.examSheetId} is null`,
      );
      const submitter = sql`${ojSubmissions.submitterKind} || ':' || ${ojSubmissions.submitterId}`;
      const [problems, verdicts, failures] = await Promise.all([
        db
          .select({
            problemId: ojSubmissions.problemId,
            title: sql<string>`coalesce(max(${ojProblems.title}), '（已删除）')`,
            submitCount: sql<number>`count(*)::int`,
            acceptCount: sql<number>`(count(*) filter (where ${ojSubmissions.verdict} = 'AC'))::int`,
            userCount: sql<number>`count(distinct ${submitter})::int`,
            acceptedUserCount: sql<number>`(count(distinct ${submitter}) filter (where ${ojSubmissions.verdict} = 'AC'))::int`,
          })
          .from(ojSubmissions)
          .leftJoin(ojProblems, eq(ojProblems.id, ojSubmissions.problemId))
          .where(scope)
          .groupBy(ojSubmissions.problemId)
          .orderBy(sql`count(*) desc`, ojSubmissions.problemId)
          .limit(200),
        db
          .select({ verdict: sql<string>`coalesce(${ojSubmissions.verdict}, 'pending')`, count: sql<number>`count(*)::int` })
          .from(ojSubmissions)
          .where(scope)
          .groupBy(sql`1`)
          .orderBy(sql`2 desc`),
        db
          .select({ verdict: ojSubmissions.verdict, results: ojSubmissions.results, compileMessage: ojSubmissions.compileMessage })
          .from(ojSubmissions)
          .where(and(scope, isNotNull(ojSubmissions.verdict), ne(ojSubmissions.verdict, 'AC')))
          .orderBy(desc(ojSubmissions.id))
          .limit(errorSample),
      ]);
      return ok({ problems, verdicts, commonErrors: commonErrors(failures) });
    },
  };
}
