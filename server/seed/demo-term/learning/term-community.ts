import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { communityComments, communityFavourites, communityLikes, communityNotices, communityShares, schools } from '../../../db/schema';
import { demoAccounts } from '../../demo-accounts';
import { insertMany, insertManyIds } from './batch-insert';
import type { DemoRandom } from '../demo-term-context';
import type { LearningTerm } from './learning-state';

const intros = ['这是我最满意的作品，欢迎来玩！', '花了两节课做完的，快来试试～', '老师说可以再加个计分功能，下次更新！', '第一次写这么长的程序，好有成就感。', ''];
const comments = ['太厉害了！我也想学', '这个创意好棒！', '能教教我怎么做的吗？', '运行了一下，很好玩', '颜色搭配好看', '代码写得好整齐', '我玩了三遍哈哈', '期待下一个作品！'];
const replies = ['谢谢你！下次课我教你', '哈哈，谢谢喜欢', '用重复执行就可以啦', '好的，我继续加油'];

/**
 * The community of the term: some works (reviewed ones more often) shared to the school, a few to
 * the whole platform where the school allows it; classmates like and favourite them, comment and
 * reply, and the author (and the author of a comment replied to) gets a message for each comment,
 * as postComment leaves them. A share's like, favourite, comment and view counts are the rows
 * behind them (views at least the likes), so the feed's sorting and the cards agree.
 */
export async function seedCommunity(db: Db, term: LearningTerm): Promise<void> {
  const { ctx } = term;
  const random = ctx.random.fork('community');
  const [school] = await db.select({ zoneShare: schools.zoneShare }).from(schools).where(eq(schools.id, ctx.schoolId));
  const picked = term.works.filter((w) => w.createdAt < ctx.today && random.chance(w.score !== null && w.score >= 85 ? 0.45 : 0.12));
  // The README's demo student has shared their best work, so the account a newcomer signs in with
  // finds it on 作品分享 instead of an empty page.
  const demoStudent = ctx.students.find((s) => s.userName === demoAccounts.student.userName);
  const demoWorks = term.works.filter((w) => w.studentId === demoStudent?.id && w.createdAt < ctx.today).sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  if (demoWorks.length && !picked.some((w) => w.studentId === demoStudent?.id)) picked.push(demoWorks[0]);
  const everyone = ctx.students.map((s) => s.id);
  const sharedAt = (w: (typeof picked)[number]) => new Date(Math.min(w.createdAt.getTime() + random.int(1, 30) * 3600_000, ctx.today.getTime() - random.int(1, 120) * 60_000));
  const shares = picked.map((w) => ({ work: w, at: sharedAt(w), scope: school?.zoneShare && random.chance(0.2) ? ('platform' as const) : ('school' as const) }));
  const likes: (typeof communityLikes.$inferInsert)[] = [];
  const favourites: (typeof communityFavourites.$inferInsert)[] = [];
  const planned = shares.map((share) => {
    const others = everyone.filter((id) => id !== share.work.studentId);
    const fans = pickSome(others, random.int(0, Math.min(others.length, ctx.scale === 'large' ? 25 : 12)), random);
    const favs = fans.filter(() => random.chance(0.35));
    const talkers = pickSome(others, random.int(0, Math.min(others.length, 4)), random);
    return { fans, favs, talkers, views: fans.length * random.int(2, 5) + random.int(3, 30) };
  });
  const later = (at: Date, minutes: number) => new Date(Math.min(at.getTime() + minutes * 60_000, ctx.today.getTime() - 1000));
  const commentRows: { shareIndex: number; studentId: number; content: string; at: Date; replyTo?: number }[] = [];
  shares.forEach((share, i) => {
    planned[i].talkers.forEach((studentId, n) => {
      const at = later(share.at, 60 + n * 97);
      commentRows.push({ shareIndex: i, studentId, content: random.pick(comments), at });
      // The author answers some comments.
      if (random.chance(0.4)) commentRows.push({ shareIndex: i, studentId: share.work.studentId, content: random.pick(replies), at: later(at, 35), replyTo: commentRows.length - 1 });
    });
  });
  const counts = new Map<number, number>();
  for (const c of commentRows) counts.set(c.shareIndex, (counts.get(c.shareIndex) ?? 0) + 1);
  const shareIds = await insertManyIds(
    db,
    communityShares,
    shares.map((s, i) => ({ workId: s.work.id, schoolId: ctx.schoolId, studentId: s.work.studentId, scope: s.scope, kind: s.work.kind, title: s.work.title, intro: random.pick(intros), likeCount: planned[i].fans.length, favouriteCount: planned[i].favs.length, viewCount: planned[i].views, commentCount: counts.get(i) ?? 0, sharedAt: s.at })),
  );
  shares.forEach((share, i) => {
    const plan = planned[i];
    plan.fans.forEach((studentId, n) => likes.push({ shareId: shareIds[i], studentId, createdAt: later(share.at, 30 + n * 47) }));
    plan.favs.forEach((studentId, n) => favourites.push({ shareId: shareIds[i], studentId, createdAt: later(share.at, 40 + n * 53) }));
  });
  await insertMany(db, communityLikes, likes);
  await insertMany(db, communityFavourites, favourites);
  // Comments before replies, so a reply's parent id is known.
  const topIds = await insertManyIds(db, communityComments, commentRows.filter((c) => c.replyTo === undefined).map((c) => ({ shareId: shareIds[c.shareIndex], schoolId: ctx.schoolId, studentId: c.studentId, content: c.content, createdAt: c.at })));
  const idOf = new Map<number, number>();
  commentRows.forEach((c, index) => c.replyTo === undefined && idOf.set(index, topIds[idOf.size]));
  const replyRows = commentRows.map((c, index) => ({ c, index })).filter(({ c }) => c.replyTo !== undefined);
  const replyIds = await insertManyIds(db, communityComments, replyRows.map(({ c }) => ({ shareId: shareIds[c.shareIndex], schoolId: ctx.schoolId, studentId: c.studentId, parentId: idOf.get(c.replyTo!)!, content: c.content, createdAt: c.at })));
  replyRows.forEach(({ index }, n) => idOf.set(index, replyIds[n]));
  const notices: (typeof communityNotices.$inferInsert)[] = [];
  commentRows.forEach((c, index) => {
    const owner = shares[c.shareIndex].work.studentId;
    const parentAuthor = c.replyTo !== undefined ? commentRows[c.replyTo].studentId : null;
    // Older messages have been read; the last days' are still new.
    const readAt = c.at.getTime() < ctx.today.getTime() - 3 * 24 * 3600_000 ? later(c.at, 600) : null;
    for (const studentId of new Set([owner, parentAuthor])) if (studentId !== null && studentId !== c.studentId) notices.push({ commentId: idOf.get(index)!, studentId, readAt });
  });
  await insertMany(db, communityNotices, notices);
}

function pickSome<T>(items: readonly T[], n: number, random: DemoRandom): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(random.int(0, pool.length - 1), 1)[0]);
  return out;
}
