import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Schema } from '../../../shared/contract-schemas';
import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { loadSessionActor, requirePermission, staffActor, type SessionActor } from '../../auth/session-actor';
import { entityRuntimes } from '../../crud/entity-runtime';
import { likePattern } from '../../crud/read-rows';
import { createRow, deleteRows, updateRow } from '../../crud/write-rows';
import { ojLabels, ojProblems, ojProblemTests } from '../../db/schema';
import { entityAnswer, type AnswerContent, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { canEdit, loadEditableProblem, loadVisibleProblem, visibleProblems, type ProblemRow } from './problem-access';
import { parseSamples, problemOverrides } from './problem-rules';
import { submitterOf } from './submitter';
import { readTestDataZip } from './test-data-zip';

/** The column holds one of the contract's visibilities; the database keeps it as text. */
const visibilityOf = (value: string) => value as Schema<'OjProblem'>['visibility'];

const problemEntity = () => entityRuntimes().get('OjProblem')!;

/** The outer row's id inside correlated subqueries (drizzle leaves column names unqualified there). */
const outerProblemId = sql.raw('"oj_problems"."id"');

/** Submissions counted for a reader: their school's (platform problems are shared, counts are not); all for administrators. */
function countedSubmissions(actor: SessionActor): SQL {
  return actor.kind === 'admin' ? sql`true` : sql`s.school_id = ${actor.schoolId}`;
}

/** AC once any submission was accepted, tried when submitted without AC, null when never submitted. */
function myStatusColumn(actor: SessionActor) {
  const me = submitterOf(actor);
  return sql<'AC' | 'tried' | null>`(select case when bool_or(s.verdict = 'AC') then 'AC' when count(*) > 0 then 'tried' end
    from oj_submissions s where s.problem_id = ${outerProblemId} and s.contest_id is null
    and s.submitter_kind = ${me.kind} and s.submitter_id = ${me.id})`;
}

function problemView(row: ProblemRow, actor: SessionActor, myStatus: 'AC' | 'tried' | null) {
  const editable = canEdit(actor, row);
  return {
    id: row.id,
    title: row.title,
    statement: row.statement,
    inputDesc: row.inputDesc,
    outputDesc: row.outputDesc,
    samples: parseSamples(row.samples),
    hint: row.hint,
    timeLimitMs: row.timeLimitMs,
    memoryLimitMb: row.memoryLimitMb,
    difficulty: row.difficulty,
    labels: row.labels,
    visibility: visibilityOf(row.visibility),
    checkerKind: row.checkerKind as AnswerContent<'ojBankProblemDetail'>['checkerKind'],
    floatEpsilon: row.floatEpsilon,
    // A special judge may encode the answers: only those who may edit the problem read it.
    checkerSource: editable ? row.checkerSource : null,
    testCount: row.testCount,
    authorName: row.authorName,
    editable,
    myStatus,
  };
}

export function problemHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    async ojBankProblemList(request) {
      const actor = await loadSessionActor(db, request);
      const body = request.body;
      requirePermission(actor, body.mine ? ['MyquestionBank'] : ['questionBank', 'MyquestionBank']);
      const pageNum = body.pageNum ?? 1;
      const pageSize = body.pageSize ?? 10;
      const conditions: (SQL | undefined)[] = [visibleProblems(actor)];
      if (body.mine) {
        const me = staffActor(actor);
        conditions.push(eq(ojProblems.authorKind, 'staff'), eq(ojProblems.authorId, me.staffId), eq(ojProblems.schoolId, me.schoolId));
      }
      if (body.keyword?.trim()) conditions.push(ilike(ojProblems.title, likePattern(body.keyword.trim())));
      if (body.difficulty) conditions.push(eq(ojProblems.difficulty, body.difficulty));
      if (body.label?.trim()) conditions.push(sql`(',' || lower(coalesce(${ojProblems.labels}, '')) || ',') like ${likePattern(`,${body.label.trim().toLowerCase()},`)}`);
      const where = and(...conditions);
      const counted = countedSubmissions(actor);
      const [list, totals] = await Promise.all([
        db
          .select({
            id: ojProblems.id,
            title: ojProblems.title,
            difficulty: ojProblems.difficulty,
            labels: ojProblems.labels,
            visibility: ojProblems.visibility,
            testCount: ojProblems.testCount,
            authorName: ojProblems.authorName,
            createdAt: ojProblems.createdAt,
            submitCount: sql<number>`(select count(*) from oj_submissions s where s.problem_id = ${outerProblemId} and s.contest_id is null and ${counted})::int`,
            acceptCount: sql<number>`(select count(*) from oj_submissions s where s.problem_id = ${outerProblemId} and s.contest_id is null and s.verdict = 'AC' and ${counted})::int`,
            myStatus: myStatusColumn(actor),
          })
          .from(ojProblems)
          .where(where)
          .orderBy(asc(ojProblems.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ n: count() }).from(ojProblems).where(where),
      ]);
      return ok({ list: list.map((p) => ({ ...p, visibility: visibilityOf(p.visibility) })), total: Number(totals[0].n), pageNum, pageSize });
    },

    async ojBankProblemDetail(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['questionBank-details', 'addQuestion', 'addSubject']);
      const row = await loadVisibleProblem(db, actor, request.body.id);
      const [status] = await db.select({ myStatus: myStatusColumn(actor) }).from(ojProblems).where(eq(ojProblems.id, row.id));
      return ok(problemView(row, actor, status?.myStatus ?? null));
    },

    async ojBankProblemCreate(request) {
      const actor = staffActor(await loadSessionActor(db, request));
      requirePermission(actor, ['addQuestion']);
      return ok(entityAnswer<'ojBankProblemCreate'>(await createRow(db, problemEntity(), actor, problemOverrides, request.body)));
    },

    async ojBankProblemUpdate(request) {
      const actor = staffActor(await loadSessionActor(db, request));
      requirePermission(actor, ['addQuestion']);
      const body = request.body;
      await loadEditableProblem(db, actor, body.id);
      return ok(entityAnswer<'ojBankProblemUpdate'>(await updateRow(db, problemEntity(), actor, problemOverrides, body)));
    },

    async ojBankProblemDelete(request) {
      const actor = staffActor(await loadSessionActor(db, request));
      requirePermission(actor, ['MyquestionBank', 'addQuestion']);
      const problem = await loadEditableProblem(db, actor, request.body.id);
      await deleteRows(db, problemEntity(), actor, [problem.id]);
      return ok(null);
    },

    async ojProblemUploadTests(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['addQuestion', 'addSubject']);
      const body = request.body;
      const problem = await loadEditableProblem(db, actor, body.id);
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body.zipBase64)) throw new ApiFailure(ErrorCodes.InvalidParameter, '测试数据：压缩包编码（zipBase64）不正确');
      const tests = readTestDataZip(Buffer.from(body.zipBase64, 'base64'));
      await db.transaction(async (tx) => {
        await tx.delete(ojProblemTests).where(eq(ojProblemTests.problemId, problem.id));
        // Inserted in slices: one statement per test would be slow, one for all could exceed parameter limits.
        for (let i = 0; i < tests.length; i += 20) {
          await tx.insert(ojProblemTests).values(tests.slice(i, i + 20).map((t, j) => ({ problemId: problem.id, position: i + j + 1, ...t })));
        }
        await tx.update(ojProblems).set({ testCount: tests.length, updatedAt: new Date() }).where(eq(ojProblems.id, problem.id));
      });
      return ok({ testCount: tests.length, names: tests.map((t) => t.name) });
    },

    async ojLabelOptions(request) {
      await loadSessionActor(db, request);
      return ok(await db.select({ id: ojLabels.id, name: ojLabels.name }).from(ojLabels).orderBy(asc(ojLabels.sort), desc(ojLabels.id)));
    },
  };
}
