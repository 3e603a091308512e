import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Schema } from '../../../shared/contract-schemas';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { CrudActor, SessionActor, StaffActor } from '../../auth/session-actor';
import type { EntityOverrides, WriteContext } from '../../crud/entity-overrides';
import { entityRuntimes } from '../../crud/entity-runtime';
import { likePattern } from '../../crud/read-rows';
import { createRow, deleteRows, updateRow } from '../../crud/write-rows';
import type { Db } from '../../db/client';
import { ojLabels, ojProblems, ojProblemTests } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { authorStamp } from './authorship';
import { submitterOf } from './submitter';
import type { TestPair } from './test-data-zip';

/**
 * The OJ problem: who sees and edits it, how its fields are checked before they are written,
 * and every read and write of problems and their test data. The back office's screens (the
 * generic engine, through problem-rules.ts) and the teachers' problem bank calls both use it,
 * so a problem written either way passes the same checks.
 */

export type ProblemRow = typeof ojProblems.$inferSelect;
type Values = Record<string, unknown>;

export interface ProblemSample {
  input: string;
  output: string;
}

const maxSamples = 10;
/** Test rows inserted per statement: one per test would be slow, one for all could exceed parameter limits. */
const testInsertSlice = 20;

const invalid = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：${message}`);
const problemNotFound = () => new ApiFailure(ErrorCodes.NotFound, '题目不存在');
const problemEntity = () => entityRuntimes().get('OjProblem')!;
/** The column holds one of the contract's visibilities; the database keeps it as text. */
const visibilityOf = (value: string) => value as Schema<'OjProblem'>['visibility'];
/** The outer row's id inside correlated subqueries (drizzle leaves column names unqualified there). */
const outerProblemId = sql.raw('"oj_problems"."id"');

// ---- Who sees and edits a problem ----

/** Problems a teacher wrote in their school: their own problem bank. */
export function authoredBy(me: StaffActor): SQL {
  return and(eq(ojProblems.schoolId, me.schoolId), eq(ojProblems.authorKind, 'staff'), eq(ojProblems.authorId, me.staffId))!;
}

/**
 * The one rule of who sees a problem: platform problems every school; school problems their
 * school (staff and students); private problems their author only. Administrators see all.
 */
export function visibleProblems(actor: SessionActor): SQL | undefined {
  if (actor.kind === 'admin') return undefined;
  const ownSchool = eq(ojProblems.schoolId, actor.schoolId);
  const mine = actor.kind === 'staff' ? and(eq(ojProblems.visibility, 'private'), authoredBy(actor)) : sql`false`;
  return or(eq(ojProblems.visibility, 'platform'), and(ownSchool, eq(ojProblems.visibility, 'school')), mine);
}

/**
 * Problems a list or contest may hold: platform rows take platform problems; a school's rows
 * also its school-visible problems. Private problems never, since the list would show them
 * to students their author kept them from.
 */
export function pickableProblems(actor: SessionActor): SQL {
  const platform = eq(ojProblems.visibility, 'platform');
  if (actor.kind === 'admin') return platform;
  return or(platform, and(eq(ojProblems.visibility, 'school'), eq(ojProblems.schoolId, actor.schoolId)))!;
}

/** Staff edit (and upload test data for) the problems they wrote, as authoredBy; administrators every problem. */
export function canEdit(actor: SessionActor, problem: ProblemRow): boolean {
  if (actor.kind === 'admin') return true;
  return actor.kind === 'staff' && problem.schoolId === actor.schoolId && problem.authorKind === 'staff' && problem.authorId === actor.staffId;
}

/** A problem by id whoever asks (callers have checked access another way, e.g. through a contest). */
export async function readProblem(db: Db, id: number): Promise<ProblemRow | undefined> {
  const [row] = await db.select().from(ojProblems).where(eq(ojProblems.id, id));
  return row;
}

/** A problem the actor may see; invisible and missing ones look the same. */
export async function loadVisibleProblem(db: Db, actor: SessionActor, id: number): Promise<ProblemRow> {
  const [row] = await db.select().from(ojProblems).where(and(eq(ojProblems.id, id), visibleProblems(actor))).limit(1);
  if (!row) throw problemNotFound();
  return row;
}

/** A problem the actor may change: seen but not theirs is refused, unseen is not found. */
export async function loadEditableProblem(db: Db, actor: SessionActor, id: number): Promise<ProblemRow> {
  const row = await loadVisibleProblem(db, actor, id);
  if (!canEdit(actor, row)) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return row;
}

// ---- A problem row before it is written ----

/** `samples` is stored as JSON text; anything but an array of {input, output} strings is refused. */
export function parseSamples(text: string): ProblemSample[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('样例（samples）不是有效的 JSON');
  }
  if (!Array.isArray(parsed)) throw invalid('样例（samples）必须是数组');
  if (parsed.length > maxSamples) throw invalid(`样例（samples）最多 ${maxSamples} 组`);
  return parsed.map((item, i) => {
    const sample = item as Partial<ProblemSample> | null;
    if (!sample || typeof sample.input !== 'string' || typeof sample.output !== 'string') throw invalid(`第 ${i + 1} 组样例（samples）需要输入和输出`);
    return { input: sample.input, output: sample.output };
  });
}

/** The labels a problem may carry, in their display order. */
export function listLabels(db: Db) {
  return db.select({ id: ojLabels.id, name: ojLabels.name }).from(ojLabels).orderBy(asc(ojLabels.sort), desc(ojLabels.id));
}

/** Label names separated by commas, each an existing OJ label; stored trimmed, deduplicated, in the label's own spelling. */
async function normaliseLabels(db: Db, text: string | null): Promise<string | null> {
  const names = [...new Set((text ?? '').split(/[,，]/).map((n) => n.trim()).filter(Boolean))];
  if (!names.length) return null;
  const known = await db.select({ name: ojLabels.name }).from(ojLabels).where(sql`lower(${ojLabels.name}) in ${names.map((n) => n.toLowerCase())}`);
  const byLower = new Map(known.map((l) => [l.name.toLowerCase(), l.name]));
  const missing = names.filter((n) => !byLower.has(n.toLowerCase()));
  if (missing.length) throw invalid(`标签（labels）不存在：${missing.join('、')}`);
  return names.map((n) => byLower.get(n.toLowerCase())!).join(',');
}

function checkChecker(values: Values): void {
  if (values.checkerKind === 'float' && (values.floatEpsilon === undefined || values.floatEpsilon === null)) throw invalid('浮点比较需要填写浮点误差（floatEpsilon）');
  if (values.checkerKind === 'special' && !String(values.checkerSource ?? '').trim()) throw invalid('特殊评测需要填写特判程序（checkerSource）');
}

/**
 * Who wrote a problem and where it lives are set here, never from the body: the platform
 * administrator's problems are platform problems (no school); staff problems belong to their
 * school and may be shared with it or kept private, but only the platform publishes to all.
 */
async function stampAuthor(values: Values, { db, actor, mode }: WriteContext): Promise<void> {
  if (actor.kind === 'staff' && values.visibility === 'platform') throw invalid('可见范围（visibility）：只有平台管理员可以发布平台公开题目');
  // A platform problem made school or private would belong to no school and be seen by no one.
  if (actor.kind === 'admin' && values.visibility !== undefined && values.visibility !== 'platform') throw invalid('可见范围（visibility）：平台题目只能是平台公开');
  if (mode === 'update') {
    values.updatedAt = new Date();
    return;
  }
  const visibility = actor.kind === 'admin' ? 'platform' : (values.visibility ?? 'school');
  Object.assign(values, { visibility, ...(await authorStamp(db, actor)) });
}

/** The write hooks every problem write goes through: the engine's add-on and the calls below. */
export const problemWriteHooks: EntityOverrides<'OjProblem'> = {
  async beforeWrite(values, context) {
    if (typeof values.samples === 'string') values.samples = JSON.stringify(parseSamples(values.samples));
    if (values.labels !== undefined) values.labels = await normaliseLabels(context.db, values.labels as string | null);
    if (values.checkerKind !== undefined) checkChecker(values);
    await stampAuthor(values, context);
    return values;
  },
};

// ---- Writes ----

/** Problems are written on the engine's path with the hooks above, whoever writes them. */
export function createProblem(db: Db, actor: CrudActor, body: Values) {
  return createRow(db, problemEntity(), actor, problemWriteHooks, body);
}

export async function updateProblem(db: Db, actor: CrudActor, body: Values & { id: number }) {
  await loadEditableProblem(db, actor, body.id);
  return updateRow(db, problemEntity(), actor, problemWriteHooks, body);
}

/** Its test data and submissions go with it (the foreign keys cascade). */
export async function deleteProblem(db: Db, actor: CrudActor, id: number): Promise<void> {
  const problem = await loadEditableProblem(db, actor, id);
  await deleteRows(db, problemEntity(), actor, [problem.id]);
}

/** Replaces a problem's test data as a whole; `testCount` follows it in the same transaction. */
export async function replaceProblemTests(db: Db, problemId: number, tests: TestPair[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(ojProblemTests).where(eq(ojProblemTests.problemId, problemId));
    for (let i = 0; i < tests.length; i += testInsertSlice) {
      await tx.insert(ojProblemTests).values(tests.slice(i, i + testInsertSlice).map((t, j) => ({ problemId, position: i + j + 1, ...t })));
    }
    await tx.update(ojProblems).set({ testCount: tests.length, updatedAt: new Date() }).where(eq(ojProblems.id, problemId));
  });
}

// ---- Test data reads ----

/** A problem's tests in upload order, what it is judged against. */
export function readProblemTests(db: Db, problemId: number) {
  return db
    .select({ name: ojProblemTests.name, input: ojProblemTests.input, answer: ojProblemTests.answer })
    .from(ojProblemTests)
    .where(eq(ojProblemTests.problemId, problemId))
    .orderBy(asc(ojProblemTests.position));
}

/** One test by name, or undefined once the test data was replaced without it. */
export async function readProblemTest(db: Db, problemId: number, name: string) {
  const [data] = await db
    .select({ input: ojProblemTests.input, answer: ojProblemTests.answer })
    .from(ojProblemTests)
    .where(and(eq(ojProblemTests.problemId, problemId), eq(ojProblemTests.name, name)));
  return data;
}

// ---- The problem bank as a reader sees it ----

/** Submissions counted for a reader: their school's (platform problems are shared, counts are not); all for administrators. */
function countedSubmissions(actor: SessionActor): SQL {
  return actor.kind === 'admin' ? sql`true` : sql`s.school_id = ${actor.schoolId}`;
}

/** AC once any submission was accepted, tried when submitted without AC, null when never submitted. */
function myStatusColumn(actor: SessionActor) {
  const me = submitterOf(actor);
  return sql<'AC' | 'tried' | null>`(select case when bool_or(s.verdict = 'AC') then 'AC' when count(*) > 0 then 'tried' end
    from oj_submissions s where s.problem_id = ${outerProblemId} and s.contest_id is null and s.exam_sheet_id is null
    and s.submitter_kind = ${me.kind} and s.submitter_id = ${me.id})`;
}

export interface BankQuery {
  /** Only the reader's own problems (staff). */
  mine?: StaffActor;
  keyword?: string;
  difficulty?: number;
  label?: string;
  pageNum: number;
  pageSize: number;
}

/** A page of the problems the reader sees, with practice counts and the reader's own status. */
export async function listBankProblems(db: Db, actor: SessionActor, query: BankQuery) {
  const { pageNum, pageSize } = query;
  const keyword = query.keyword?.trim();
  const label = query.label?.trim().toLowerCase();
  const where = and(
    visibleProblems(actor),
    query.mine ? authoredBy(query.mine) : undefined,
    keyword ? ilike(ojProblems.title, likePattern(keyword)) : undefined,
    query.difficulty ? eq(ojProblems.difficulty, query.difficulty) : undefined,
    label ? sql`(',' || lower(coalesce(${ojProblems.labels}, '')) || ',') like ${likePattern(`,${label},`)}` : undefined,
  );
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
        submitCount: sql<number>`(select count(*) from oj_submissions s where s.problem_id = ${outerProblemId} and s.contest_id is null and s.exam_sheet_id is null and ${counted})::int`,
        acceptCount: sql<number>`(select count(*) from oj_submissions s where s.problem_id = ${outerProblemId} and s.contest_id is null and s.exam_sheet_id is null and s.verdict = 'AC' and ${counted})::int`,
        myStatus: myStatusColumn(actor),
      })
      .from(ojProblems)
      .where(where)
      .orderBy(asc(ojProblems.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(ojProblems).where(where),
  ]);
  return { list: list.map((p) => ({ ...p, visibility: visibilityOf(p.visibility) })), total: Number(totals[0].n), pageNum, pageSize };
}

/** A problem the reader sees, with their status; the special judge only for those who may edit it. */
export async function readBankProblem(db: Db, actor: SessionActor, id: number) {
  const row = await loadVisibleProblem(db, actor, id);
  const [status] = await db.select({ myStatus: myStatusColumn(actor) }).from(ojProblems).where(eq(ojProblems.id, row.id));
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
    checkerKind: row.checkerKind as Schema<'OjProblem'>['checkerKind'],
    floatEpsilon: row.floatEpsilon,
    // A special judge may encode the answers: only those who may edit the problem read it.
    checkerSource: editable ? row.checkerSource : null,
    testCount: row.testCount,
    authorName: row.authorName,
    editable,
    myStatus: status?.myStatus ?? null,
  };
}

/** A teacher's own problems, newest first, for their OJ overview. */
export function listAuthoredProblems(db: Db, me: StaffActor) {
  return db
    .select({ id: ojProblems.id, title: ojProblems.title, difficulty: ojProblems.difficulty, visibility: ojProblems.visibility, testCount: ojProblems.testCount, createdAt: ojProblems.createdAt })
    .from(ojProblems)
    .where(authoredBy(me))
    .orderBy(desc(ojProblems.id));
}
