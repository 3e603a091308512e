import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classes, signRecords } from '../../../db/schema';
import { consumes } from '../../../features/teaching/sign-in';
import type { LearningTerm } from './learning-state';

/**
 * The sign-in coins of the term's lessons: the people part writes the sign records (attendance);
 * each record of a student who came (present, late, make-up: `consumes`) pays the campus rule's
 * sign-in coins once (`sign:<record id>`, as the live sign-in does), paid with the term's ledger
 * so the day's limit counts them with the day's other coins. A record already paid is left alone.
 */
export async function collectSignCoins(db: Db, term: LearningTerm): Promise<void> {
  const ids = term.ctx.students.map((s) => s.id);
  if (!ids.length) return;
  const records = await db
    .select({ id: signRecords.id, studentId: signRecords.studentId, status: signRecords.status, lessonDate: signRecords.lessonDate, createdAt: signRecords.createdAt, className: classes.name })
    .from(signRecords)
    .innerJoin(classes, eq(classes.id, signRecords.classId))
    .where(and(eq(signRecords.schoolId, term.ctx.schoolId), inArray(signRecords.studentId, ids)))
    .orderBy(asc(signRecords.id));
  for (const r of records) {
    if (!consumes(r.status)) continue;
    // Signed in at the lesson: the record's own time when it is a term date, else the lesson day's evening.
    const at = r.createdAt < term.ctx.today ? r.createdAt : new Date(`${r.lessonDate}T18:00:00+08:00`);
    if (at >= term.ctx.today) continue;
    term.coinEvents.push({ studentId: r.studentId, source: 'sign', key: `${r.id}`, reason: `上课签到 ${r.className} ${r.lessonDate}`, rule: 'signCoins', at });
  }
}
