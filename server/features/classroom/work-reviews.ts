import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import { likePattern } from '../../crud/read-rows';
import type { Db } from '../../db/client';
import { classes, students, workReviews, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { awardCoins } from '../star-coin/award-coins';
import { workMissing, type WorkKind } from '../works/works-model';
import { activeStudent, classesOf } from './teacher-classes';
import { reviewOf } from './work-review-of';

const classWorkColumns = {
  id: works.id,
  kind: works.kind,
  title: works.title,
  createdAt: works.createdAt,
  updatedAt: works.updatedAt,
  studentId: students.id,
  studentName: students.realName,
  classId: classes.id,
  className: classes.name,
  score: workReviews.score,
  reviewedAt: workReviews.reviewedAt,
};

/** Works (not in the recycle bin) of students of the classes the actor works with. */
function classWorksQuery(db: Db, actor: StaffActor, where: SQL | undefined) {
  return db
    .select(classWorkColumns)
    .from(works)
    .innerJoin(students, and(eq(students.id, works.studentId), activeStudent))
    .innerJoin(classes, eq(classes.id, students.classId))
    .leftJoin(workReviews, eq(workReviews.workId, works.id))
    .where(and(eq(works.schoolId, actor.schoolId), isNull(works.deletedAt), classesOf(actor), where));
}

export async function classWorks(
  db: Db,
  actor: StaffActor,
  options: { classId?: number; studentId?: number; kind?: WorkKind; reviewed?: boolean; keyword?: string; pageNum?: number; pageSize?: number },
) {
  const pageNum = options.pageNum ?? 1;
  const pageSize = options.pageSize ?? 20;
  const keyword = options.keyword?.trim();
  const where = and(
    options.classId ? eq(classes.id, options.classId) : undefined,
    options.studentId ? eq(students.id, options.studentId) : undefined,
    options.kind ? eq(works.kind, options.kind) : undefined,
    options.reviewed === undefined ? undefined : options.reviewed ? isNotNull(workReviews.workId) : isNull(workReviews.workId),
    keyword ? or(ilike(works.title, likePattern(keyword)), ilike(students.realName, likePattern(keyword))) : undefined,
  );
  const [list, totals] = await Promise.all([
    classWorksQuery(db, actor, where).orderBy(desc(works.updatedAt), desc(works.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db
      .select({ n: count() })
      .from(works)
      .innerJoin(students, and(eq(students.id, works.studentId), activeStudent))
      .innerJoin(classes, eq(classes.id, students.classId))
      .leftJoin(workReviews, eq(workReviews.workId, works.id))
      .where(and(eq(works.schoolId, actor.schoolId), isNull(works.deletedAt), classesOf(actor), where)),
  ]);
  return { list, total: Number(totals[0].n), pageNum, pageSize };
}

/** A work of a student of the actor's class (not in the recycle bin), or NotFound. */
export async function classWorkOf(db: Db, actor: StaffActor, id: number) {
  const [work] = await classWorksQuery(db, actor, eq(works.id, id)).limit(1);
  if (!work) throw new ApiFailure(ErrorCodes.NotFound, workMissing);
  return work;
}

/**
 * Scores and comments a work of the actor's class; a second review replaces the first. A work
 * scored above 0 earns its student the campus rule's work coins once (the first such score).
 */
export async function reviewWork(db: Db, actor: StaffActor, input: { id: number; score: number; comment: string }) {
  const work = await classWorkOf(db, actor, input.id);
  const values = { score: input.score, comment: input.comment.trim(), staffId: actor.staffId, reviewedAt: new Date() };
  await db
    .insert(workReviews)
    .values({ workId: input.id, schoolId: actor.schoolId, ...values })
    .onConflictDoUpdate({ target: workReviews.workId, set: values });
  if (input.score > 0) {
    await awardCoins(db, { schoolId: actor.schoolId, studentId: work.studentId, source: 'work', key: `${work.id}`, reason: `作品「${work.title}」获得老师评分`, rule: 'workCoins' });
  }
  const review = await reviewOf(db, input.id);
  return review!;
}
