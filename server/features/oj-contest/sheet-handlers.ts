import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { SessionActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { ojProblems, ojSheetProblems, ojSheets, ojSheetTypes } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { acceptedBy, callerWith, checkPickable, denied, invalid, isAuthor, notFound, platformOrOwnSchool, triedBy, writer } from './oj-access';
import { authorStamp } from '../oj/authorship';

/** Reading lists: the OJ's list screens, and the back office's topic screens. */
export const sheetReadKeys = ['ListOfUestions', 'ListOfUestionsList', 'MyListOfUestions', 'teamStu-details', 'team-details', 'subject', 'subject-details'];
const sheetWriteKeys = ['MyListOfUestions', 'teamListOfUestionsList', 'subject', 'subject-details'];

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

/** A list the caller may read (platform or their school's); others look missing. */
async function readableSheet(db: Db, actor: SessionActor, id: number) {
  const [row] = await sheetSummaries(db, actor, and(eq(ojSheets.id, id), platformOrOwnSchool(ojSheets.schoolId, actor)));
  if (!row) throw notFound('题单');
  return row;
}

export function sheetHandlers({ db }: AppDeps): HandlerMap {
  return {
    async ojSheetOptions(request) {
      await callerWith(db, request, sheetReadKeys);
      const types = await db.select({ id: ojSheetTypes.id, name: ojSheetTypes.name }).from(ojSheetTypes).orderBy(asc(ojSheetTypes.sort), asc(ojSheetTypes.id));
      return ok({ types });
    },

    async ojSheetList(request) {
      const actor = await callerWith(db, request, sheetReadKeys);
      const body = request.body;
      const mine =
        body.scope === 'mine' && actor.kind !== 'student'
          ? actor.kind === 'admin'
            ? sql`${ojSheets.schoolId} is null`
            : and(eq(ojSheets.schoolId, actor.schoolId), eq(ojSheets.authorKind, 'staff'), eq(ojSheets.authorId, actor.staffId))
          : undefined;
      const where = and(
        platformOrOwnSchool(ojSheets.schoolId, actor),
        mine,
        body.kind ? eq(ojSheets.kind, body.kind) : undefined,
        body.typeId ? eq(ojSheets.typeId, body.typeId) : undefined,
        body.keyword?.trim() ? ilike(ojSheets.title, `%${body.keyword.trim()}%`) : undefined,
      );
      return ok(await sheetSummaries(db, actor, where));
    },

    async ojSheetDetail(request) {
      const actor = await callerWith(db, request, sheetReadKeys);
      const { id } = request.body;
      const sheet = await readableSheet(db, actor, id);
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
      return ok({ sheet, problems });
    },

    /** Creates or rewrites a list with its problems in the given order (reordering is a save). */
    async ojSheetSave(request) {
      const actor = await callerWith(db, request, sheetWriteKeys);
      const body = request.body;
      if (actor.kind === 'staff' && body.kind === 'topic') throw invalid('类别（kind）：专题由平台管理员创建');
      if (body.typeId) {
        const [type] = await db.select({ id: ojSheetTypes.id }).from(ojSheetTypes).where(eq(ojSheetTypes.id, body.typeId));
        if (!type) throw invalid('题单类型（typeId）不存在');
      }
      const problemIds = await checkPickable(db, actor, body.problemIds);
      const fields = { title: body.title.trim(), description: body.description ?? null, typeId: body.typeId ?? null, kind: body.kind ?? 'sheet' };
      if (!fields.title) throw invalid('题单名称（title）不能为空');
      // Read before the transaction: PGlite has one connection, so `db` inside it would wait forever.
      const author = body.id ? null : await authorStamp(db, writer(actor));
      const id = await db.transaction(async (tx) => {
        let sheetId = body.id;
        if (sheetId) {
          const [row] = await tx.select().from(ojSheets).where(and(eq(ojSheets.id, sheetId), platformOrOwnSchool(ojSheets.schoolId, actor)));
          if (!row) throw notFound('题单');
          if (!isAuthor(actor, row)) throw denied();
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
      return ok({ id });
    },

    async ojSheetDelete(request) {
      const actor = await callerWith(db, request, sheetWriteKeys);
      const { id } = request.body;
      const [row] = await db.select().from(ojSheets).where(and(eq(ojSheets.id, id), platformOrOwnSchool(ojSheets.schoolId, actor)));
      if (!row) throw notFound('题单');
      if (!isAuthor(actor, row)) throw denied();
      await db.delete(ojSheets).where(eq(ojSheets.id, id));
      return ok(null);
    },
  };
}
