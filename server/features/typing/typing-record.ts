import { and, desc, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { campuses, classes, students, typingRecords } from '../../db/schema';
import type { StaffActor, StudentActor } from '../../auth/actors';
import { studentCampusHolds } from '../../auth/campus-switches';
import { ApiFailure } from '../../lib/api-failure';
import { awardLevelCoins } from './typing-coins';
import { checkPlausible, cleanRecord, leaderboardFigures, type CompletedLevel, type TypingHistory } from './typing-rules';

export const typingPlanetOff = '本校区未开通打字星球';

/** The campus switch 打字星球 (section 6). */
export function campusHoldsTyping(db: Db, studentId: number): Promise<boolean> {
  return studentCampusHolds(db, studentId, 'typingPlanet');
}

/** A student reads and writes only their own record; naming another student is refused, not ignored. */
function ownRecordOnly(actor: StudentActor, id: number | undefined): void {
  if (id !== undefined && id !== actor.studentId) throw new ApiFailure(ErrorCodes.AuthFailure, '只能查看和保存自己的打字记录');
}

export async function readTypingRecord(db: Db, actor: StudentActor, id?: number) {
  ownRecordOnly(actor, id);
  const enabled = await campusHoldsTyping(db, actor.studentId);
  const [row] = enabled ? await db.select().from(typingRecords).where(eq(typingRecords.studentId, actor.studentId)).limit(1) : [];
  return {
    enabled,
    typingHistory: (row?.typingHistory ?? {}) as TypingHistory,
    completedLevels: (row?.completedLevels ?? []) as CompletedLevel[],
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * Saves the whole record (the client merges before sending, so a second device continues where
 * the first stopped) and pays star coins for levels completed for the first time, in one
 * transaction so a refused coin grant leaves the record as it was.
 */
export async function saveTypingRecord(db: Db, actor: StudentActor, body: { id?: number; typingHistory: TypingHistory; completedLevels: CompletedLevel[] }) {
  ownRecordOnly(actor, body.id);
  if (!(await campusHoldsTyping(db, actor.studentId))) throw new ApiFailure(ErrorCodes.AuthFailure, typingPlanetOff);
  checkPlausible(body.typingHistory, body.completedLevels);
  const { history, levels } = cleanRecord(body.typingHistory, body.completedLevels);
  const figures = leaderboardFigures(history, levels);
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const values = { typingHistory: history, completedLevels: levels, ...figures, updatedAt: new Date() };
    const [row] = await scoped
      .insert(typingRecords)
      .values({ studentId: actor.studentId, schoolId: actor.schoolId, ...values })
      .onConflictDoUpdate({ target: typingRecords.studentId, set: values })
      .returning();
    const completed = levels.filter((level) => (level.stars ?? 0) > 0).map((level) => level.levelId);
    const coinsAwarded = await awardLevelCoins(scoped, actor.schoolId, actor.studentId, completed);
    return { enabled: true, typingHistory: history, completedLevels: levels, coinsAwarded, updatedAt: row.updatedAt };
  });
}

/** The campus switch, for staff of the campus's school; a campus-bound member only for their campus. */
export async function setTypingPlanet(db: Db, actor: StaffActor, campusId: number, on: boolean) {
  if (actor.campusId !== null && actor.campusId !== campusId) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  const [row] = await db
    .update(campuses)
    .set({ typingPlanet: on })
    .where(and(eq(campuses.id, campusId), eq(campuses.schoolId, actor.schoolId)))
    .returning();
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, '校区不存在');
  return row;
}

/** A class's leaderboard: its teacher, or a member seeing every campus (the principal), may read it. */
export async function classTypingRank(db: Db, actor: StaffActor, classId: number) {
  const [cls] = await db
    .select({ teacherId: classes.teacherId })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, actor.schoolId), isNull(classes.deletedAt)))
    .limit(1);
  if (!cls) throw new ApiFailure(ErrorCodes.NotFound, '班级不存在');
  if (actor.campusId !== null && cls.teacherId !== actor.staffId) throw new ApiFailure(ErrorCodes.AuthFailure, '只能查看自己任教班级的打字排行');
  return db
    .select({ studentId: students.id, studentName: students.realName, bestWpm: typingRecords.bestWpm, accuracy: typingRecords.bestAccuracy, levels: typingRecords.levels })
    .from(typingRecords)
    .innerJoin(students, eq(students.id, typingRecords.studentId))
    .where(and(eq(students.classId, classId), eq(students.schoolId, actor.schoolId)))
    .orderBy(desc(typingRecords.bestWpm), desc(typingRecords.bestAccuracy))
    .limit(200);
}
