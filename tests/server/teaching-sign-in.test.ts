import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../server/features/finance/reconcile';
import { campuses, classes, staff, students } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { content, financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * Teaching plans and sign-in (section 7 "teaching plans", issue 15): a weekly series skipping
 * closing days, teacher/room/class clashes refused, sign-ins consuming hours through the hour
 * ledger, corrections by reversing entries under the campus switches 签到更正 and 课时修改, and
 * another school's lessons out of reach.
 */
describe.each(backends)('teaching plans and sign-in on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  let classId: number;
  let campusId: number;
  let others: number[];
  let teacherId: number;
  const refused = async (path: string, body: unknown, token = f.token) => {
    const answer = await t.post(call(path), body, token);
    expect(answer.success).toBe(false);
    return answer.message as string;
  };
  const hoursOf = async (studentId: number) => (await f.post('hourBalance/queryList', { studentId, courseId: f.scratch.id })).list[0] ?? { hours: 0, value: 0 };
  const setSwitches = (values: { signCorrection?: boolean; lessonHourEdit?: boolean }) => t.database.db.update(campuses).set(values).where(eq(campuses.id, campusId));

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
    const [student] = await t.database.db.select().from(students).where(eq(students.id, f.studentId));
    classId = student.classId!;
    campusId = student.campusId!;
    [{ id: teacherId }] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.userName, demoAccounts.teacher.userName));
    others = (await t.database.db.select({ id: students.id }).from(students).where(eq(students.classId, classId))).map((s) => s.id).filter((id) => id !== f.studentId);
    // Ten Scratch hours at 100 yuan, fully paid, for the demo student; the second student has none.
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10 }, paid: 100000 });
  });
  afterAll(() => t.close());

  it('a weekly series skips the closing days and refuses clashes of class, teacher and room', async () => {
    await f.post('calendar/create', { day: '2027-03-10', kind: 'closed', remark: '校庆' });
    // Mondays and Wednesdays of two weeks: 1, 3, 8, 10 March; the 10th is closed.
    const series = await f.post('teachPlan/batchAdd', { classId, courseId: f.scratch.id, room: '101教室', startDate: '2027-03-01', endDate: '2027-03-14', weekdays: [1, 3], startTime: '09:00', endTime: '10:30', hours: 2, topic: '认识角色' });
    expect(series).toEqual({ created: 3, skipped: ['2027-03-10'] });
    const plans = (await f.post('teachPlan/queryList', { classId })).list;
    expect(plans.map((p: any) => p.lessonDate)).toEqual(['2027-03-01', '2027-03-03', '2027-03-08']);
    expect(plans[0]).toMatchObject({ className: 'Python 启蒙一班', courseName: 'Scratch 启蒙', campusId, hours: 2, state: 1 });

    expect(await refused('teachPlan/create', { classId, courseId: f.scratch.id, lessonDate: '2027-03-01', startTime: '10:00', endTime: '11:00' })).toBe('时间冲突：该班级在2027-03-01 09:00-10:30已有课');
    const [second] = await t.database.db.insert(classes).values({ schoolId: f.schoolId, campusId, name: '第二班' }).returning();
    expect(await refused('teachPlan/create', { classId: second.id, courseId: f.scratch.id, room: '101教室', lessonDate: '2027-03-03', startTime: '10:00', endTime: '11:00' })).toBe(
      '时间冲突：教室“101教室”在2027-03-03 09:00-10:30已被“Python 启蒙一班”占用',
    );
    expect(await refused('teachPlan/create', { classId: second.id, courseId: f.scratch.id, lessonDate: '2027-03-04', startTime: '11:00', endTime: '10:00' })).toBe('结束时间必须晚于开始时间');
    expect(await refused('teachPlan/create', { classId: second.id, courseId: f.scratch.id, lessonDate: '2027-03-10', startTime: '09:00', endTime: '10:00' })).toBe('2027-03-10为学校停课日，不能排课');
    // Touching lessons in the same room do not clash; a teacher booked twice does.
    const next = await f.post('teachPlan/create', { classId: second.id, courseId: f.scratch.id, teacherId, room: '101教室', lessonDate: '2027-03-03', startTime: '10:30', endTime: '11:30' });
    expect(next).toMatchObject({ campusId, teacherName: '李老师' });
    expect(await refused('teachPlan/create', { classId: classId, courseId: f.scratch.id, teacherId, room: '102教室', lessonDate: '2027-03-03', startTime: '11:00', endTime: '12:00' })).toBe(
      '时间冲突：该教师在2027-03-03 10:30-11:30已在“第二班”上课',
    );
    expect(await refused('teachPlan/batchAdd', { classId: second.id, courseId: f.scratch.id, room: '101教室', startDate: '2027-03-01', endDate: '2027-03-08', weekdays: [1], startTime: '09:30', endTime: '10:00' })).toBe(
      '时间冲突：教室“101教室”在2027-03-01 09:00-10:30已被“Python 启蒙一班”占用',
    );
    // The series is all or nothing.
    expect((await f.post('teachPlan/queryList', { classId: second.id })).total).toBe(1);
  });

  it('signing consumes the lesson hours through the ledger once, and refuses a student without hours', async () => {
    const [plan] = (await f.post('teachPlan/queryList', { classId, lessonDateFrom: '2027-03-01', lessonDateTo: '2027-03-01' })).list;
    // The second student has no Scratch hours: the whole sign-in is refused, nothing written.
    const none = await refused('teachPlan/sign', { planId: plan.id, records: [{ studentId: f.studentId, status: 1 }, { studentId: others[0], status: 1 }] });
    expect(none).toBe('学员“刘小红”的课程“Scratch 启蒙”剩余课时不足（剩余0课时，本节需2课时）');
    expect(await hoursOf(f.studentId)).toMatchObject({ hours: 10, value: 100000 });

    const result = await f.post('teachPlan/sign', { planId: plan.id, records: [{ studentId: f.studentId, status: 1, rating: 5, comment: '积极回答问题' }, { studentId: others[0], status: 3 }] });
    expect(result).toEqual({ signed: 2, hours: 2 });
    expect(await hoursOf(f.studentId)).toMatchObject({ hours: 8, value: 80000 });
    const entries = (await f.post('hourEntry/queryList', { studentId: f.studentId, kind: 8 })).list;
    expect(entries.map((e: any) => [e.hours, e.value, e.receiptId])).toEqual([[-2, -20000, null]]);
    const records = (await f.post('signRecord/queryList', { planId: plan.id })).list;
    expect(records.map((r: any) => [r.studentName, r.status, r.hours, r.rating]).sort()).toEqual([
      ['刘小红', 3, 0, null],
      ['张小明', 1, 2, 5],
    ]);
    expect((await f.post('teachPlan/detail', { id: plan.id })).state).toBe(2);

    expect(await refused('teachPlan/sign', { planId: plan.id, records: [{ studentId: f.studentId, status: 1 }] })).toBe('学员“张小明”本节课已签到，如需修改请使用签到更正');
    expect(await refused('teachPlan/edit', { id: plan.id, startTime: '08:00' })).toBe('该课次已签到，不能修改');
    expect(await refused('teachPlan/delete', { id: plan.id })).toBe('该课次已签到，不能删除');
    expect(await hoursOf(f.studentId)).toMatchObject({ hours: 8 });
    expect((await reconcile(t.database.db, f.schoolId)).mismatches).toEqual([]);
  });

  it('two sign-ins of one student on one lesson at once consume once', async () => {
    const [, plan] = (await f.post('teachPlan/queryList', { classId })).list;
    const body = { planId: plan.id, records: [{ studentId: f.studentId, status: 2 }] };
    const answers = await Promise.all([t.post(call('teachPlan/sign'), body, f.token), t.post(call('teachPlan/sign'), body, f.token)]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(await hoursOf(f.studentId)).toMatchObject({ hours: 6, value: 60000 });
  });

  it('a correction needs 签到更正 for the status and 课时修改 for the hours, and reverses the ledger entries', async () => {
    const [record] = (await f.post('signRecord/queryList', { studentId: f.studentId, lessonDateFrom: '2027-03-01', lessonDateTo: '2027-03-01' })).list;
    expect(await refused('signRecord/correct', { id: record.id, status: 3 })).toBe('本校区未开启签到更正，不能修改考勤');
    await setSwitches({ signCorrection: true });
    expect(await refused('signRecord/correct', { id: record.id, hours: 1, reason: '只上半节' })).toBe('本校区未开启课时修改，不能修改消耗课时');

    // 出勤 → 请假 gives the two hours back by a reversing entry.
    const leave = await f.post('signRecord/correct', { id: record.id, status: 3 });
    expect(leave).toMatchObject({ status: 3, hours: 0 });
    expect(leave.correctedAt).toBeTruthy();
    expect(await hoursOf(f.studentId)).toMatchObject({ hours: 8, value: 80000 });

    await setSwitches({ lessonHourEdit: true });
    expect(await refused('signRecord/correct', { id: record.id, status: 1, hours: 1 })).toBe('请填写课时修改原因');
    const half = await f.post('signRecord/correct', { id: record.id, status: 1, hours: 1, reason: '只上半节' });
    expect(half).toMatchObject({ status: 1, hours: 1 });
    expect(await hoursOf(f.studentId)).toMatchObject({ hours: 7, value: 70000 });
    const trail = (await f.post('hourEntry/queryList', { signRecordId: record.id })).list.reverse();
    expect(trail.map((e: any) => [e.kind, e.hours])).toEqual([
      [8, -2],
      [9, 2],
      [8, -1],
    ]);
    expect((await reconcile(t.database.db, f.schoolId)).mismatches).toEqual([]);
    await setSwitches({ signCorrection: false, lessonHourEdit: false });
  });

  it('the teaching board adds up teacher hours, attendance, consumption from the ledger and ratings', async () => {
    const board = await content(t.post('/java-api/school/tch/board/teachingSoa', { from: '2027-03-01', to: '2027-03-31' }, f.token));
    expect(board.attendance).toEqual({ present: 1, late: 1, leave: 1, absent: 0, makeUp: 0 });
    // 1 March: 2 hours consumed, given back, 1 consumed again; 3 March: 2 hours (the concurrent sign-in).
    expect(board.consumption).toEqual([
      { day: '2027-03-01', hours: 1, value: 10000 },
      { day: '2027-03-03', hours: 2, value: 20000 },
    ]);
    expect(board.teachers).toEqual([{ teacherId: null, teacherName: '未指定教师', lessons: 2, hours: 4, students: 2, consumed: 3 }]);
    expect(board.ratings).toMatchObject({ rated: 1, average: 5, byScore: [0, 0, 0, 0, 1] });
    expect(board.ratings.latest).toEqual([{ studentName: '张小明', className: 'Python 启蒙一班', lessonDate: '2027-03-01', rating: 5, comment: '积极回答问题' }]);
  });

  it('another school neither sees nor signs nor corrects these lessons', async () => {
    const other = await addOtherSchool(t.database.db);
    const token = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const [plan] = (await f.post('teachPlan/queryList', { classId })).list;
    const [record] = (await f.post('signRecord/queryList', { studentId: f.studentId })).list;
    expect((await content(t.post(call('teachPlan/queryList'), {}, token))).total).toBe(0);
    expect((await content(t.post(call('signRecord/queryList'), {}, token))).total).toBe(0);
    expect(await refused('teachPlan/sign', { planId: plan.id, records: [{ studentId: other.student.id, status: 1 }] }, token)).toBe('课次不存在');
    expect(await refused('signRecord/correct', { id: record.id, status: 4 }, token)).toBe('上课记录不存在');
    expect(await refused('teachPlan/batchAdd', { classId, courseId: f.scratch.id, startDate: '2027-04-01', endDate: '2027-04-07', weekdays: [1], startTime: '09:00', endTime: '10:00' }, token)).toBe('班级不存在');
    // Nor can this school sign the other school's student into its own lesson.
    const [third] = (await f.post('teachPlan/queryList', { classId })).list.slice(2);
    expect(await refused('teachPlan/sign', { planId: third.id, records: [{ studentId: other.student.id, status: 5 }] })).toBe('学员不存在或不属于该课次的校区');
  });
});
