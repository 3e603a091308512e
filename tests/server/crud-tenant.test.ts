import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityTables } from '../../server/generated/entity-tables.gen';
import { accountEntries, campuses, classes, curricula, curriculumGrants, homeworks, homeworkSubmissions, saleCourses, signRecords, staff, students, works } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { entities } from '../../shared/generated/entities/index.gen';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { addLesson } from './lesson-fixture';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * A second school's principal tries every schema-driven operation on the first school's
 * ids: nothing of the first school is returned and nothing of it changes.
 */
describe.each(backends)('tenant isolation of the CRUD engine on %s', (backend) => {
  let t: TestApp;
  let intruder: string;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    // At least one row of every entity in the demo school, for the intruder to aim at.
    const principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    const clue = await t.post('/java-api/school/intend/save', { name: '小王', phone: '13900000001', campusId: 1 }, principal);
    await t.post('/java-api/school/intend/record/saveRecord', { clueId: clue.content.id, content: '首次沟通' }, principal);
    await t.post('/java-api/school/audition/create', { name: '小王', phone: '13900000001', auditionDate: '2026-12-05', campusId: 1 }, principal);
    // The school's own settings (the operation log fills itself from these writes).
    await t.post('/java-api/school/calendar/create', { day: '2026-12-25', kind: 'closed' }, principal);
    await t.post('/java-api/school/article/create', { title: '文章', content: '<p>内容</p>' }, principal);
    await t.post('/java-api/school/carousel/create', { place: 'home', title: '首页图', image: '/uploads/a.png' }, principal);
    await t.post('/java-api/school/namingRule/create', { target: 'class', prefix: 'BJ' }, principal);
    const [teacher] = await t.database.db.select().from(staff).where(eq(staff.userName, demoAccounts.teacher.userName));
    await t.post('/java-api/school/settingsAdmin/create', { staffId: teacher.id, routeName: 'article' }, principal);
    // Its library, own curricula, question banks and papers, and a lesson with its sign-in record.
    const content = async (path: string, body: unknown) => {
      const answer = await t.post(path, body, principal);
      if (!answer.success) throw new Error(`${path}: ${answer.message}`);
      return answer.content;
    };
    await content('/java-api/school/library/album/create', { name: '专辑' });
    const system = await content('/java-api/school/selfCurrSystem/create', { name: '体系' });
    const curriculum = await content('/java-api/school/selfCurr/create', { systemId: system.id, name: '课程' });
    await content('/java-api/school/selfCurrMat/create', { curriculumId: curriculum.id, title: '第一课', sortOrder: 1 });
    const [firstClass] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 1)).orderBy(classes.id).limit(1);
    await content('/java-api/school/selfCurrClass/create', { curriculumId: curriculum.id, classId: firstClass.id });
    const bank = await content('/java-api/school/questionBank/create', { name: '题库' });
    await content('/java-api/school/question/create', { bankId: bank.id, type: 3, title: '判断', stem: '1+1=2', options: null, answer: 'true' });
    await content('/java-api/school/paper/create', { name: '试卷', duration: 60 });
    const [course] = await t.database.db.select().from(saleCourses).where(eq(saleCourses.schoolId, 1)).orderBy(saleCourses.id).limit(1);
    const plan = await content('/java-api/school/teachPlan/create', { classId: firstClass.id, courseId: course.id, lessonDate: '2027-03-02', startTime: '09:00', endTime: '10:00' });
    const [pupil] = await t.database.db.select().from(students).where(eq(students.schoolId, 1)).orderBy(students.id).limit(1);
    await t.database.db.insert(signRecords).values({ schoolId: 1, campusId: plan.campusId, planId: plan.id, classId: firstClass.id, studentId: pupil.id, courseId: course.id, lessonDate: '2027-03-02', status: 4, hours: 0 });
    // A contract with the student's family (合同管理).
    await content('/java-api/school/contract/create', { studentId: pupil.id, courseId: course.id, hours: 10, amount: 100000, guardianName: '张爸爸' });
    // A homework of the class with a student's hand-in (hand-written tables, swept below).
    const lessonId = await addLesson(t.database.db);
    const [lessonCurriculum] = await t.database.db.select({ id: curricula.id }).from(curricula).orderBy(curricula.id).limit(1);
    await t.database.db.update(curricula).set({ state: 1 }).where(eq(curricula.id, lessonCurriculum.id));
    await t.database.db.insert(curriculumGrants).values({ schoolId: 1, curriculumId: lessonCurriculum.id });
    const homework = await content('/java-api/school/homework/assign', { classId: firstClass.id, lessonId, dueAt: new Date(Date.now() + 86400000).toISOString(), lateDays: 1 });
    const [work] = await t.database.db.insert(works).values({ schoolId: 1, studentId: pupil.id, kind: 'python', title: '作业作品', source: 'print(1)' }).returning();
    await t.database.db.insert(homeworkSubmissions).values({ schoolId: 1, homeworkId: homework.id, studentId: pupil.id, workId: work.id });
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const db = t.database.db;
    // Everything of the demo school (id 1), to compare before and after the attack.
    // Every table of a staff entity, plus the ledgers behind them that have no screen of their own.
    const staffTables = Object.values(entities)
      .filter((e) => e.audience === 'staff' && e.name !== 'OperationLog')
      .map((e) => entityTables[e.name as keyof typeof entityTables] as typeof entityTables.Staff);
    const ledgers = [accountEntries, homeworks, homeworkSubmissions, works] as unknown as (typeof accountEntries)[];
    snapshot = async () => {
      const rows: unknown[] = [];
      for (const table of [...staffTables, campuses, classes, students, staff]) rows.push(await db.select().from(table).where(eq(table.schoolId, 1)).orderBy(table.id));
      for (const table of ledgers) rows.push(await db.select().from(table).where(eq(table.schoolId, 1)).orderBy(table.id));
      return JSON.stringify(rows);
    };
  });
  afterAll(() => t.close());

  it('lists only the own school', async () => {
    const list = await t.post('/java-api/school/stu/queryList', { pageSize: 1000 }, intruder);
    expect(list.content.list.map((s: { realName: string }) => s.realName)).toEqual(['外校学生']);
    const staffList = await t.post('/java-api/school/tch/employeeSetting/selectEmployList', {}, intruder);
    expect(staffList.content.list.map((s: { realName: string }) => s.realName)).toEqual(['赵校长']);
    const campusList = await t.post('/java-api/school/edu/campus/queryList', {}, intruder);
    expect(campusList.content.list.map((c: { name: string }) => c.name)).toEqual(['总校区']);
  });

  it('reaches none of the first school’s rows through any operation, whatever ids it sends', async () => {
    const before = await snapshot();
    // Back-office (admin) entities have no school; staff tokens never reach them (crud-admin tests).
    for (const entity of Object.values(entities).filter((e) => e.audience === 'staff')) {
      const table = entityTables[entity.name as keyof typeof entityTables] as typeof entityTables.Staff;
      const firstSchoolIds = (await t.database.db.select({ id: table.id }).from(table).where(eq(table.schoolId, 1))).map((r) => r.id);
      expect(firstSchoolIds.length, entity.name).toBeGreaterThan(0);
      for (const op of Object.values(entity.operations)) {
        const field = op.field ? entity.fields.find((f) => f.name === op.field) : undefined;
        const value = op.value ?? (field?.type === 'boolean' ? false : field?.type === 'date' ? '2030-01-01' : field?.type === 'integer' ? 1 : undefined);
        const bodies: Record<string, unknown>[] = {
          list: [{ pageSize: 1000 }],
          recycleList: [{ pageSize: 1000 }],
          detail: firstSchoolIds.map((id) => ({ id })),
          create: [],
          update: firstSchoolIds.map((id) => ({ id, [entity.label]: '篡改' })),
          delete: firstSchoolIds.map((id) => ({ id })),
          restore: firstSchoolIds.map((id) => ({ id })),
          batchDelete: [{ ids: firstSchoolIds }],
          import: [],
          setField: op.batch ? [{ ids: firstSchoolIds, ...(op.value === undefined ? { [op.field!]: value } : {}) }] : firstSchoolIds.map((id) => ({ id, ...(op.value === undefined ? { [op.field!]: value } : {}) })),
          custom: firstSchoolIds.map((id) => ({ id, password: encodePasswordForTransport('Hacked2026') })),
        }[op.kind];
        for (const body of bodies) {
          const answer = await t.post(op.path, body, intruder);
          const text = JSON.stringify(answer);
          for (const secret of ['张小明', '城北校区', 'Python 启蒙一班', '王校长', '李老师', '小王', '首次沟通']) expect(text, `${op.operationId} ${JSON.stringify(body)}`).not.toContain(secret);
          // Batch calls answer a count of 0 (or refuse a foreign relation id); the others fail.
          if (op.kind === 'batchDelete' || (op.kind === 'setField' && op.batch)) expect(answer.success ? answer.content.count : 0, op.operationId).toBe(0);
          else if (op.kind !== 'list' && op.kind !== 'recycleList') expect(answer.success, `${op.operationId} ${JSON.stringify(body)}`).toBe(false);
        }
      }
    }
    // The hand-written homework calls, aimed at the first school's class and homework.
    const [firstClass] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 1)).orderBy(classes.id).limit(1);
    for (const { id } of await t.database.db.select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.schoolId, 1))) {
      for (const [call, body] of [['detail', { id }], ['delete', { id }], ['list', { classId: firstClass.id }], ['assign', { classId: firstClass.id, lessonId: 1, dueAt: '2030-01-01T00:00:00Z', lateDays: 0 }]] as const) {
        const answer = await t.post(`/java-api/school/homework/${call}`, body, intruder);
        expect(answer.success, `homework/${call}`).toBe(false);
        expect(JSON.stringify(answer)).not.toContain('张小明');
      }
    }
    expect(await snapshot()).toBe(before);
    expect((await t.login('staff', demoAccounts.teacher.userName, demoAccounts.teacher.password)).success).toBe(true);
  });

  it('cannot link its rows to the first school’s campus, class or teacher', async () => {
    const pwd = encodePasswordForTransport('Student2026');
    const tries = [
      ['/java-api/school/stu/create', { realName: '越界', userName: 'cross1', password: pwd, campusId: 1 }],
      ['/java-api/school/stu/create', { realName: '越界', userName: 'cross2', password: pwd, classId: 1 }],
      ['/java-api/school/cls/create', { name: '越界班', campusId: 1 }],
      ['/java-api/school/tch/employeeSetting/create', { realName: '越界', userName: 'cross3', password: pwd, campusId: 2 }],
    ] as const;
    for (const [url, body] of tries) {
      const answer = await t.post(url, body, intruder);
      expect(answer, url).toMatchObject({ success: false, code: 'InvalidParameter' });
    }
    const own = (await t.post('/java-api/school/stu/queryList', {}, intruder)).content.list[0];
    expect((await t.post('/java-api/school/stu/transfer', { id: own.id, classId: 1 }, intruder)).code).toBe('InvalidParameter');
    const firstClass = (await t.post('/java-api/school/stu/detail', { id: 1 }, await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password))).content;
    expect(firstClass.className).toBe('Python 启蒙一班');
  });

  it('creates rows in its own school even when it names another school', async () => {
    const answer = await t.post('/java-api/school/edu/campus/create', { name: '新校区', schoolId: 1 }, intruder);
    expect(answer.code).toBe('InvalidParameter');
    const ok = await t.post('/java-api/school/edu/campus/create', { name: '新校区' }, intruder);
    expect(ok.content.schoolId).not.toBe(1);
  });
});
