import { clueRecords, clues } from '../../../db/schema';
import { childAges } from '../child-ages';
import { nameMaker } from '../chinese-names';
import type { DemoTermContext } from '../demo-term-context';
import type { DemoSizes } from '../demo-sizes';
import { demoPhone } from '../guardian-phones';
import { addDays, chinaDate, chinaMoment } from '../term-calendar';

/** Clue.state: 待跟进, 跟进中, 已试听, 已报名, 无效 — the demo has leads in every one. */
const states = [0, 1, 2, 3, 4] as const;
const followUps = ['家长咨询课程安排和价格，已发送课表', '孩子对做游戏很感兴趣，约周末试听', '已试听，家长觉得孩子很喜欢，考虑报名', '家长在比较几家机构，下周再联系', '电话未接通，已发微信', '到校参观教室，了解了学习路径', '孩子学业紧张，暂无时间', '已报名，转入班级'];

/**
 * Sales leads (线索) of the last 90 days in every state, most with a follower and follow-up
 * records (电话, 微信, 到访), some still in the open pool; their phones are from the demo range.
 */
export async function seedSalesLeads(ctx: DemoTermContext, sizes: DemoSizes): Promise<void> {
  const { db, schoolId } = ctx;
  const random = ctx.random.fork('leads');
  const names = nameMaker(random);
  const today = chinaDate(ctx.today);
  const owners = [ctx.principalId, ...ctx.teacherIds];
  const leads = Array.from({ length: sizes.leads }, (_, i) => {
    const gender = random.chance(0.55) ? (1 as const) : (2 as const);
    const name = names.child(gender);
    const state = states[i % states.length];
    const created = addDays(today, -random.int(1, 90));
    const pooled = state === 0 && random.chance(0.5);
    return {
      row: {
        schoolId,
        campusId: random.pick(ctx.campusIds),
        name,
        parentName: names.guardian(name).name,
        phone: demoPhone(5_000_000 + i),
        age: random.int(childAges.min - 1, childAges.max),
        gender,
        ownerId: pooled ? null : random.pick(owners),
        source: random.int(0, 4),
        level: state === 4 ? 3 : random.int(1, 3),
        state,
        nextFollowDate: state <= 2 ? addDays(today, random.int(0, 10)) : null,
        remark: state === 4 ? '家长表示暂不考虑' : null,
        createdAt: chinaMoment(created, `${random.int(9, 20)}:${String(random.int(0, 59)).padStart(2, '0')}`),
      },
      created,
    };
  });
  const rows: Array<{ id: number }> = [];
  for (let i = 0; i < leads.length; i += 500) rows.push(...(await db.insert(clues).values(leads.slice(i, i + 500).map((l) => l.row)).returning({ id: clues.id })));
  const records: Array<typeof clueRecords.$inferInsert> = [];
  leads.forEach((lead, i) => {
    const count = lead.row.state === 0 ? 0 : Math.min(lead.row.state + random.int(0, 1), 4);
    for (let k = 0; k < count; k += 1) {
      const day = addDays(lead.created, k * 3 + random.int(0, 2));
      records.push({
        schoolId,
        clueId: rows[i].id,
        method: lead.row.state >= 2 && k === count - 1 ? 2 : random.int(0, 1),
        content: followUps[Math.min(k + (lead.row.state >= 3 ? 4 : 0), followUps.length - 1)],
        nextFollowDate: k === count - 1 ? lead.row.nextFollowDate : addDays(day, 3),
        staffId: lead.row.ownerId ?? ctx.principalId,
        createdAt: chinaMoment(day < today ? day : today, `${random.int(10, 19)}:00`),
      });
    }
  });
  for (let i = 0; i < records.length; i += 500) await db.insert(clueRecords).values(records.slice(i, i + 500));
}
