import { asc } from 'drizzle-orm';
import { feedback, noticeReads, notices, ojProblems } from '../../../db/schema';
import type { DemoTermContext } from '../demo-term-context';
import { addDays, chinaDate, chinaMoment, dayMs, daysBetween } from '../term-calendar';

const noticeTexts = [
  { title: '新学期教学平台更新说明', content: '<p>本学期平台新增<strong>学员成长档案</strong>与课时对账功能，老师可在学员详情中查看完整学习记录。</p>' },
  { title: '期中测评安排', content: '<p>各校区请于第九周完成期中测评，试卷已在测评管理中发布。</p>' },
  { title: '国庆假期排课提醒', content: '<p>假期期间的课次请提前调整，并通知家长。</p>' },
  { title: '编程作品展示活动', content: '<p>欢迎各班推荐优秀作品参加学期末作品展，展示作品将发布在社区首页。</p>' },
];

const feedbackTexts = [
  { kind: 'student' as const, tagName: '题目描述不清', content: '样例输入和题目描述的格式好像不一样' },
  { kind: 'student' as const, tagName: '测试数据有误', content: '我的答案和样例一致，但是第三个测试点没通过' },
  { kind: 'staff' as const, tagName: '题目描述不清', content: '建议在题面中补充数据范围' },
  { kind: 'student' as const, tagName: '其他', content: '希望多一些闯关类的题目' },
  { kind: 'staff' as const, tagName: '其他', content: '希望题目能按知识点筛选' },
];

/**
 * Platform notices over the term (the principal and some teachers have read them) and feedback
 * on OJ problems from the school's teachers and students, some already answered.
 */
export async function seedNoticesAndFeedback(ctx: DemoTermContext): Promise<void> {
  const { db, schoolId } = ctx;
  const random = ctx.random.fork('notices');
  const termStart = chinaDate(ctx.termStart);
  const today = chinaDate(ctx.today);
  const span = Math.max(1, daysBetween(termStart, today));
  const rows = await db
    .insert(notices)
    .values(noticeTexts.map((n, i) => ({ ...n, noticeType: 2, createdAt: chinaMoment(addDays(termStart, Math.floor((span * i) / noticeTexts.length)), '09:00') })))
    .returning({ id: notices.id, createdAt: notices.createdAt });
  const readers = [ctx.principalId, ...ctx.teacherIds.slice(0, 3)];
  await db.insert(noticeReads).values(rows.flatMap((n) => readers.filter(() => random.chance(0.7)).map((staffId) => ({ noticeId: n.id, staffId, readAt: new Date(n.createdAt.getTime() + random.int(1, 48) * 3_600_000) }))));

  const problems = await db.select({ id: ojProblems.id }).from(ojProblems).orderBy(asc(ojProblems.id)).limit(5);
  if (problems.length === 0) return;
  await db.insert(feedback).values(
    feedbackTexts.map((f, i) => {
      const created = chinaMoment(addDays(today, -random.int(2, span)), `${random.int(9, 20)}:15`);
      const answered = i % 2 === 0;
      return {
        type: 0,
        problemId: problems[i % problems.length].id,
        tagName: f.tagName,
        content: f.content,
        kind: f.kind,
        accountId: f.kind === 'staff' ? random.pick([ctx.principalId, ...ctx.teacherIds]) : random.pick(ctx.students).id,
        schoolId,
        readAt: answered ? new Date(created.getTime() + dayMs) : null,
        reply: answered ? '感谢反馈，已核对并更新题目说明。' : null,
        repliedAt: answered ? new Date(created.getTime() + 90_000_000) : null,
        createdAt: created,
      };
    }),
  );
}
