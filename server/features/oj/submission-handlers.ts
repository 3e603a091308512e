import { and, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app-deps';
import { loadSessionActor, requirePermission, type SessionActor } from '../../auth/session-actor';
import { likePattern } from '../../crud/read-rows';
import { ojProblems, ojRunRecords, ojSubmissions, staff, students } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { storableText, type TestResult } from '../../judge';
import { submissionQueue, type SubmissionRow } from '../../judge-queue/submission-queue';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { loadVisibleProblem, readProblemTest } from './problem-model';
import { schoolSwitch } from './school-switch';
import { submissionResultColumns } from './submission-columns';
import { submitterOf } from './submitter';

/** Test data shown for a failed test is cut here: enough to debug, never a whole large file. */
const shownChars = 2000;
const cut = (text: string) => (text.length > shownChars ? `${text.slice(0, shownChars)}…` : text);

const summaryColumns = {
  ...submissionResultColumns,
  problemTitle: ojProblems.title,
  submitterKind: ojSubmissions.submitterKind,
  submitterName: sql<string | null>`case ${ojSubmissions.submitterKind} when 'student' then ${students.realName} when 'staff' then ${staff.realName} end`,
};

/** Staff with recordOJ read their school's students' submissions (their campus only when bound to one). */
function schoolStudentsScope(actor: SessionActor): SQL {
  if (actor.kind !== 'staff' || !actor.allowed.has('recordOJ')) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return and(
    eq(ojSubmissions.schoolId, actor.schoolId),
    eq(ojSubmissions.submitterKind, 'student'),
    actor.campusId !== null ? eq(students.campusId, actor.campusId) : undefined,
  )!;
}

function ownScope(actor: SessionActor): SQL {
  const me = submitterOf(actor);
  return and(eq(ojSubmissions.submitterKind, me.kind), eq(ojSubmissions.submitterId, me.id))!;
}

function selectSummaries(db: AppDeps['db'], columns: Record<string, unknown> = summaryColumns) {
  return db
    .select(columns as typeof summaryColumns)
    .from(ojSubmissions)
    .leftJoin(ojProblems, eq(ojProblems.id, ojSubmissions.problemId))
    .leftJoin(students, and(eq(ojSubmissions.submitterKind, 'student'), eq(students.id, ojSubmissions.submitterId)))
    .leftJoin(staff, and(eq(ojSubmissions.submitterKind, 'staff'), eq(staff.id, ojSubmissions.submitterId)))
    .$dynamic();
}

const isFailure = (t: TestResult) => t.verdict !== 'AC' && t.verdict !== 'PC';

/** The first failing test with its data, only where the submission's school lets results show test data. */
async function failedTestOf(db: AppDeps['db'], row: SubmissionRow) {
  const tests = (row.results ?? []) as TestResult[];
  const failed = tests.find(isFailure);
  if (!failed || !(await schoolSwitch(db, row.schoolId, 'testcaseView'))) return null;
  const data = await readProblemTest(db, row.problemId, failed.name);
  if (!data) return null;
  return { name: failed.name, input: cut(data.input), expected: cut(data.answer), output: failed.outputPreview ?? '' };
}

export function submissionHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    async ojSubmit(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['questionBank-details']);
      const body = request.body;
      const problem = await loadVisibleProblem(db, actor, body.problemId);
      if (!problem.testCount) throw new ApiFailure(ErrorCodes.ActionFailure, '该题目还没有测试数据，暂不能提交');
      const me = submitterOf(actor);
      const row = await submissionQueue.enqueue(db, {
        schoolId: me.schoolId,
        problemId: problem.id,
        contestId: null,
        submitterKind: me.kind,
        submitterId: me.id,
        language: body.language,
        source: body.source,
      });
      deps.oj.wake();
      return ok({ id: row.id });
    },

    async ojSubmissionList(request) {
      const actor = await loadSessionActor(db, request);
      const body = request.body;
      const school = body.scope === 'school';
      requirePermission(actor, school ? ['recordOJ'] : ['SubmitRecords', 'recordOJ', 'questionBank-details']);
      const pageNum = body.pageNum ?? 1;
      const pageSize = body.pageSize ?? 10;
      // Exam answers are judged by the same queue but read with their answer sheets, never as OJ records.
      const conditions: (SQL | undefined)[] = [school ? schoolStudentsScope(actor) : ownScope(actor), sql`${ojSubmissions.contestId} is null`, sql`${ojSubmissions.examSheetId} is null`];
      if (body.problemId) conditions.push(eq(ojSubmissions.problemId, body.problemId));
      if (body.verdict === 'pending') conditions.push(ne(ojSubmissions.status, 'finished'));
      else if (body.verdict) conditions.push(eq(ojSubmissions.verdict, body.verdict));
      if (body.studentName?.trim()) conditions.push(ilike(students.realName, likePattern(body.studentName.trim())));
      const where = and(...conditions);
      const [list, totals] = await Promise.all([
        selectSummaries(db).where(where).orderBy(desc(ojSubmissions.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
        selectSummaries(db, { n: count() }).where(where) as unknown as Promise<{ n: number }[]>,
      ]);
      return ok({ list, total: Number(totals[0].n), pageNum, pageSize });
    },

    async ojSubmissionDetail(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['SubmitRecords', 'recordOJ', 'questionBank-details']);
      const id = request.body.id;
      const readable = actor.kind === 'staff' && actor.allowed.has('recordOJ') ? sql`(${ownScope(actor)} or ${schoolStudentsScope(actor)})` : ownScope(actor);
      const [summary] = await selectSummaries(db).where(and(eq(ojSubmissions.id, id), readable, sql`${ojSubmissions.examSheetId} is null`));
      if (!summary) throw new ApiFailure(ErrorCodes.NotFound, '提交记录不存在');
      const row = (await submissionQueue.get(db, id))!;
      return ok({
        ...summary,
        source: row.source,
        compileMessage: row.compileMessage,
        systemMessage: row.systemMessage,
        tests: ((row.results ?? []) as TestResult[]).map((t) => ({ name: t.name, verdict: t.verdict, score: t.score, timeMs: t.timeMs, memoryKb: t.memoryKb, ...(t.message ? { message: t.message } : {}) })),
        failedTest: await failedTestOf(db, row),
        judgedAt: row.judgedAt,
      });
    },

    async ojRun(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['questionBank-details']);
      const body = request.body;
      const problem = await loadVisibleProblem(db, actor, body.problemId);
      const result = await deps.oj.judge.run({
        language: body.language,
        source: body.source,
        stdin: body.stdin,
        timeLimitMs: problem.timeLimitMs,
        memoryLimitKb: problem.memoryLimitMb * 1024,
      });
      const me = submitterOf(actor);
      const [record] = await db
        .insert(ojRunRecords)
        .values({
          schoolId: me.schoolId,
          problemId: problem.id,
          submitterKind: me.kind,
          submitterId: me.id,
          language: body.language,
          source: body.source,
          stdin: body.stdin,
          verdict: result.verdict,
          timeMs: result.timeMs,
          memoryKb: result.memoryKb,
          // The judge already shows NUL and broken UTF-8 escaped; this keeps the record storable whatever it holds.
          stdout: storableText(result.stdout),
          stderr: storableText(result.systemMessage ? `${result.stderr}${result.systemMessage}` : result.stderr),
          compileMessage: result.compileMessage === undefined ? null : storableText(result.compileMessage),
        })
        .returning();
      return ok(runView(record));
    },

    async ojRunList(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['questionBank-details']);
      const me = submitterOf(actor);
      const rows = await db
        .select()
        .from(ojRunRecords)
        .where(and(eq(ojRunRecords.submitterKind, me.kind), eq(ojRunRecords.submitterId, me.id), eq(ojRunRecords.problemId, request.body.problemId)))
        .orderBy(desc(ojRunRecords.id))
        .limit(20);
      return ok(rows.map(runView));
    },
  };
}

function runView(record: typeof ojRunRecords.$inferSelect) {
  const { id, problemId, language, stdin, verdict, timeMs, memoryKb, stdout, stderr, compileMessage, createdAt } = record;
  return { id, problemId, language, stdin, verdict, timeMs, memoryKb, stdout, stderr, compileMessage, createdAt };
}
