import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { SessionActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { ojProblems, ojSheetProblems, ojSheets, ojSheetTypes } from '../../db/schema';
import { authorStamp } from '../oj/authorship';
import { acceptedBy, checkPickable, denied, invalid, isAuthor, notFound, platformOrOwnSchool, triedBy, writer } from './oj-access';

/**
 * Problem lists (teachers' lists and the platform's topics): who reads and changes them, and
 * every read and write of lists and their problems.
 */

/** The summary of every list matching `where`, with its problem count and the caller's solved count. */
export async function sheetSummaries(db: Db, actor: SessionActor, where: SQL | undefined) {
  const rows = await db
    .select({
      id: ojSheets.id,
      kind: ojSheets.kind,
      typeId: ojSheets.typeId,
      typeName: ojSheetTypes.name,
      title: ojSheets.title,
      description: ojSheets.description,
      schoolId: ojSheets.schoolId,
      authorKind: ojSheets.authorKind,
      authorId: ojSheets.authorId,
      authorName: ojSheets.authorName,
      createdAt: ojSheets.createdAt,
      problemCount: sql<number>`count(${ojSheetProblems.problemId})::int`,
      solvedCount: sql<number>`(count(*) filter (where ${acceptedBy(actor, ojSheetProblems.problemId)}))::int`,
    })
    .from(ojSheets)
    .leftJoin(ojSheetTypes, eq(ojSheetTypes.id, ojSheets.typeId))
    .leftJoin(ojSheetProblems, eq(ojSheetProblems.sheetId, ojSheets.id))
    .where(where)
    .groupBy(ojSheets.id, ojSheetTypes.name)
    .orderBy(desc(ojSheets.id));
  return rows.map(({ schoolId, authorKind, authorId, ...row }) => ({
    ...row,
    platform: schoolId === null,
    editable: isAuthor(actor, { schoolId, authorKind, authorId }),
  }));
}

/** Lists a teacher made in their school, for their OJ overview. */
export function authoredSheets(me: { schoolId: number; staffId: number }): SQL {
  return and(eq(ojSheets.schoolId, me.schoolId), eq(ojSheets.authorKind, 'staff'), eq(ojSheets.authorId, me.staffId))!;
}

export function listSheetTypes(db: Db) {
  return db.select({ id: ojSheetTypes.id, name: ojSheetTypes.name }).from(ojSheetTypes).orderBy(asc(ojSheetTypes.sort), asc(ojSheetTypes.id));
}

export interface SheetQuery {
  scope?: string;
  kind?: 'sheet' | 'topic';
  typeId?: number;
  keyword?: string;
}

/** Lists the caller reads (platform or their school's); `mine` is the platform's own for the administrator. */
export function listSheets(db: Db, actor: SessionActor, query: SheetQuery) {
  const mine =
    query.scope === 'mine' && actor.kind !== 'student' ? (actor.kind === 'admin' ? sql`${ojSheets.schoolId} is null` : authoredSheets(actor)) : undefined;
  const keyword = query.keyword?.trim();
  const where = and(
    platformOrOwnSchool(ojSheets.schoolId, actor),
    mine,
    query.kind ? eq(ojSheets.kind, query.kind) : undefined,
    query.typeId ? eq(ojSheets.typeId, query.typeId) : undefined,
    keyword ? ilike(ojSheets.title, `%${keyword}%`) : undefined,
  );
  return sheetSummaries(db, actor, where);
}

/** A list the caller may read (platform or their school's) with its problems in order; others look missing. */
export async function readSheet(db: Db, actor: SessionActor, id: number) {
  const [sheet] = await sheetSummaries(db, actor, and(eq(ojSheets.id, id), platformOrOwnSchool(ojSheets.schoolId, actor)));
  if (!sheet) throw notFound('题单');
  const problems = await db
    .select({
      problemId: ojProblems.id,
      title: ojProblems.title,
      difficulty: ojProblems.difficulty,
      solved: sql<boolean>`${acceptedBy(actor, ojProblems.id)}`,
      tried: sql<boolean>`${triedBy(actor, ojProblems.id)}`,
    })
    .from(ojSheetProblems)
    .innerJoin(ojProblems, eq(ojProblems.id, ojSheetProblems.problemId))
    .where(eq(ojSheetProblems.sheetId, id))
    .orderBy(asc(ojSheetProblems.position));
  return { sheet, problems };
}

/** A list the caller may change: readable but not theirs is refused, unreadable is missing. */
async function loadOwnSheet(db: Db, actor: SessionActor, id: number) {
  const [row] = await db.select().from(ojSheets).where(and(eq(ojSheets.id, id), platformOrOwnSchool(ojSheets.schoolId, actor)));
  if (!row) throw notFound('题单');
  if (!isAuthor(actor, row)) throw denied();
  return row;
}

export interface SheetInput {
  id?: number;
  title: string;
  description?: string | null;
  typeId?: number | null;
  kind?: 'sheet' | 'topic';
  problemIds: number[];
}

/** Creates or rewrites a list with its problems in the given order (reordering is a save); answers its id. */
export async function saveSheet(db: Db, actor: SessionActor, input: SheetInput): Promise<number> {
  if (actor.kind === 'staff' && input.kind === 'topic') throw invalid('类别（kind）：专题由平台管理员创建');
  if (input.typeId) {
    const [type] = await db.select({ id: ojSheetTypes.id }).from(ojSheetTypes).where(eq(ojSheetTypes.id, input.typeId));
    if (!type) throw invalid('题单类型（typeId）不存在');
  }
  const problemIds = await checkPickable(db, actor, input.problemIds);
  const fields = { title: input.title.trim(), description: input.description ?? null, typeId: input.typeId ?? null, kind: input.kind ?? 'sheet' };
  if (!fields.title) throw invalid('题单名称（title）不能为空');
  // Read before the transaction: PGlite has one connection, so `db` inside it would wait forever.
  const author = input.id ? null : await authorStamp(db, writer(actor));
  return db.transaction(async (tx) => {
    let sheetId = input.id;
    if (sheetId) {
      await loadOwnSheet(tx as unknown as Db, actor, sheetId);
      await tx.update(ojSheets).set({ ...fields, updatedAt: new Date() }).where(eq(ojSheets.id, sheetId));
      await tx.delete(ojSheetProblems).where(eq(ojSheetProblems.sheetId, sheetId));
    } else {
      const [row] = await tx
        .insert(ojSheets)
        .values({ ...fields, ...author! })
        .returning({ id: ojSheets.id });
      sheetId = row.id;
    }
    if (problemIds.length) await tx.insert(ojSheetProblems).values(problemIds.map((problemId, position) => ({ sheetId: sheetId!, problemId, position })));
    return sheetId;
  });
}

export async function deleteSheet(db: Db, actor: SessionActor, id: number): Promise<void> {
  await loadOwnSheet(db, actor, id);
  await db.delete(ojSheets).where(eq(ojSheets.id, id));
}
