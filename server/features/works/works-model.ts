import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { SessionActor, StudentActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classes, students, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { classesOf } from '../classroom/teacher-classes';
import { reviewOf } from '../classroom/work-review-of';

export type WorkKind = (typeof works.$inferSelect)['kind'];

/**
 * A work's source may hold up to this many characters: a long program or a large block
 * workspace fits, a pasted data file or an endless generated one does not.
 */
export const workSourceLimit = 200_000;
export const workTooLarge = `作品内容过大，最多 ${workSourceLimit / 1000}K 个字符，请精简后再保存`;
export const workMissing = '作品不存在或已删除';

export const summaryColumns = {
  id: works.id,
  kind: works.kind,
  title: works.title,
  createdAt: works.createdAt,
  updatedAt: works.updatedAt,
  deletedAt: works.deletedAt,
};

/** Works belong to students: a staff or admin session has no works of its own. */
export function studentOnly(actor: SessionActor): StudentActor {
  if (actor.kind !== 'student') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return actor;
}

function checkSize(source: string): void {
  if (source.length > workSourceLimit) throw new ApiFailure(ErrorCodes.InvalidParameter, workTooLarge);
}

/** The student's own work, in or out of the recycle bin as asked; another student's work is simply not found. */
async function ownWork(db: Db, me: StudentActor, id: number, inRecycle: boolean) {
  const [row] = await db
    .select()
    .from(works)
    .where(and(eq(works.id, id), eq(works.studentId, me.studentId), eq(works.schoolId, me.schoolId), inRecycle ? isNotNull(works.deletedAt) : isNull(works.deletedAt)))
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, workMissing);
  return row;
}

export async function saveWork(db: Db, me: StudentActor, input: { id?: number; kind: WorkKind; title: string; source: string }) {
  checkSize(input.source);
  const title = input.title.trim() || '未命名作品';
  if (input.id === undefined) {
    const [row] = await db.insert(works).values({ schoolId: me.schoolId, studentId: me.studentId, kind: input.kind, title, source: input.source }).returning();
    return workDetail(db, me, row.id);
  }
  const existing = await ownWork(db, me, input.id, false);
  // A work keeps its kind: a Python program saved over a block workspace would break both editors.
  if (existing.kind !== input.kind) throw new ApiFailure(ErrorCodes.InvalidParameter, '作品类型不能修改');
  await db.update(works).set({ title, source: input.source, updatedAt: new Date() }).where(eq(works.id, existing.id));
  return workDetail(db, me, existing.id);
}

export async function renameWork(db: Db, me: StudentActor, id: number, title: string) {
  const existing = await ownWork(db, me, id, false);
  await db.update(works).set({ title: title.trim() || existing.title, updatedAt: new Date() }).where(eq(works.id, id));
  return workDetail(db, me, id);
}

/** Into the recycle bin; the delete call names the kind, so a mismatching kind is refused rather than guessed. */
export async function recycleWork(db: Db, me: StudentActor, id: number, kind: WorkKind): Promise<void> {
  const existing = await ownWork(db, me, id, false);
  if (existing.kind !== kind) throw new ApiFailure(ErrorCodes.NotFound, workMissing);
  await db.update(works).set({ deletedAt: new Date() }).where(eq(works.id, id));
}

export async function restoreWork(db: Db, me: StudentActor, id: number) {
  await ownWork(db, me, id, true);
  await db.update(works).set({ deletedAt: null, updatedAt: new Date() }).where(eq(works.id, id));
  return workDetail(db, me, id);
}

export async function listWorks(db: Db, me: StudentActor, options: { kind?: WorkKind; pageNum?: number; pageSize?: number; recycle?: boolean }) {
  const pageNum = options.pageNum ?? 1;
  const pageSize = options.pageSize ?? 12;
  const where = and(
    eq(works.studentId, me.studentId),
    eq(works.schoolId, me.schoolId),
    options.recycle ? isNotNull(works.deletedAt) : isNull(works.deletedAt),
    options.kind ? eq(works.kind, options.kind) : undefined,
  );
  const [list, totals] = await Promise.all([
    db.select(summaryColumns).from(works).where(where).orderBy(desc(works.updatedAt), desc(works.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(works).where(where),
  ]);
  return { list, total: Number(totals[0].n), pageNum, pageSize };
}

/**
 * Who may read a work: its student, and a teacher of the class the student is in (same school,
 * the class's teacher, or the principal: the teacher classroom's class rule). Everyone else gets "not found", which reveals nothing about other schools.
 */
function readableBy(actor: SessionActor): SQL {
  if (actor.kind === 'student') return and(eq(works.studentId, actor.studentId), eq(works.schoolId, actor.schoolId))!;
  if (actor.kind === 'staff') return and(eq(works.schoolId, actor.schoolId), classesOf(actor))!;
  throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
}

export async function workDetail(db: Db, actor: SessionActor, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, source: works.source, studentId: works.studentId, studentName: students.realName })
    .from(works)
    .innerJoin(students, eq(students.id, works.studentId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(works.id, id), isNull(works.deletedAt), readableBy(actor)))
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, workMissing);
  return { ...row, review: await reviewOf(db, row.id) };
}

/** The student's latest works, for the classroom home. */
export function recentWorks(db: Db, me: StudentActor, limit = 6) {
  return db
    .select(summaryColumns)
    .from(works)
    .where(and(eq(works.studentId, me.studentId), eq(works.schoolId, me.schoolId), isNull(works.deletedAt)))
    .orderBy(desc(works.updatedAt), desc(works.id))
    .limit(limit);
}
