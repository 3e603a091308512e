import type { Db } from '../../../db/client';
import { works, workReviews } from '../../../db/schema';
import { insertMany, insertManyIds } from './batch-insert';
import { workKindOf, type LearningTerm, type TermWork } from './learning-state';
import { sampleWork, type LearningWorkKind } from './sample-works';

/** What a teacher writes under a scored work. */
const reviewComments = [
  '思路清晰，代码很整齐，继续保持！',
  '完成得很好，可以试着再加一个新功能。',
  '程序能运行了，注意变量的名字要起得有意义哦。',
  '很有创意！下次可以把重复的部分用循环来写。',
  '基本完成，细节还可以再打磨一下。',
  '非常棒，是本周的优秀作品！',
];

export interface NewWork {
  studentId: number;
  kind: LearningWorkKind;
  title: string;
  source: string;
  at: Date;
  /** Reviewed by the class teacher this many hours after it was written, or not at all. */
  review?: { staffId: number | null; score: number; comment: string; afterHours: number };
}

/**
 * Writes works and their reviews; a review scored above 0 earns the work coins once (the rule of
 * `reviewWork`, server/features/classroom/work-reviews.ts), paid with the term's ledger.
 */
export async function writeWorks(db: Db, term: LearningTerm, list: readonly NewWork[]): Promise<TermWork[]> {
  const { schoolId } = term.ctx;
  const ids = await insertManyIds(
    db,
    works,
    list.map((w) => ({ schoolId, studentId: w.studentId, kind: w.kind, title: w.title, source: w.source, createdAt: w.at, updatedAt: w.at })),
  );
  const reviews: (typeof workReviews.$inferInsert)[] = [];
  const written = list.map((w, i): TermWork => {
    const id = ids[i];
    if (w.review) {
      const reviewedAt = new Date(Math.min(w.at.getTime() + w.review.afterHours * 3600_000, term.ctx.today.getTime() - 60_000));
      reviews.push({ workId: id, schoolId, staffId: w.review.staffId, score: w.review.score, comment: w.review.comment, reviewedAt });
      if (w.review.score > 0) term.coinEvents.push({ studentId: w.studentId, source: 'work', key: `${id}`, reason: `作品「${w.title}」获得老师评分`, rule: 'workCoins', at: reviewedAt });
    }
    return { id, studentId: w.studentId, kind: w.kind, title: w.title, createdAt: w.at, score: w.review?.score ?? null };
  });
  await insertMany(db, workReviews, reviews);
  term.works.push(...written);
  return written;
}

/**
 * Each student's own works of the term, written in the class's language (block classes also
 * build with the junior blocks), spread over the term; about half are reviewed by the teacher.
 */
export async function seedFreeWorks(db: Db, term: LearningTerm): Promise<void> {
  const random = term.ctx.random.fork('works');
  const perStudent = term.ctx.scale === 'large' ? [1, 3] : [2, 5];
  const list: NewWork[] = [];
  for (const cls of term.ctx.classes) {
    const kind = workKindOf[cls.subject];
    for (const studentId of cls.studentIds) {
      const count = random.int(perStudent[0], perStudent[1]);
      for (let n = 0; n < count; n += 1) {
        const own: LearningWorkKind = kind === 'block' && random.chance(0.3) ? 'junior' : kind;
        const sample = sampleWork(own, studentId + n);
        const at = term.calendar.at(random.int(0, term.calendar.days - 1), random.int(15, 20), random.int(0, 59));
        const review = random.chance(0.5) ? { staffId: cls.teacherId, score: random.int(70, 100), comment: random.pick(reviewComments), afterHours: random.int(12, 60) } : undefined;
        list.push({ studentId, kind: own, title: n === 0 ? sample.title : `${sample.title}（${n + 1}）`, source: sample.source, at, review });
      }
    }
  }
  await writeWorks(db, term, list);
}

export { reviewComments };
