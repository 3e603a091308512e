import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { staffToken } from './crud-fixtures';
import { adminToken, studentToken } from './oj-fixtures';
import { demoSchool, openWindow } from './exam-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * Paper sections (大题): the editor saves sections with their questions in order, a paper's first
 * question gets a default section, copies keep the layout, and publishing freezes each question's
 * section title in section order (so the answering page and score detail show the headings).
 */
const { principal } = demoAccounts;
const paperApi = '/java-api/school/paper';
const options = JSON.stringify([{ key: 'A', text: 'print' }, { key: 'B', text: 'input' }]);

describe.each(backends)('paper sections on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const call = (url: string, body: unknown = {}) => t.post(url, body, token);
  const ok = async (answer: Promise<{ success: boolean; message: string; content: any }>) => {
    const a = await answer;
    expect(a.success, a.message).toBe(true);
    return a.content;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await staffToken(t, principal.userName, principal.password);
  });
  afterAll(() => t.close());

  async function paperWithQuestions(count: number) {
    const bank = await ok(call('/java-api/school/questionBank/create', { name: '分节题库' }));
    const ids: number[] = [];
    for (let i = 1; i <= count; i++) ids.push((await ok(call('/java-api/school/question/create', { bankId: bank.id, type: 1, title: `题${i}`, stem: `第${i}题`, options, answer: 'A', score: i }))).id);
    const paper = await ok(call(`${paperApi}/create`, { name: '分节试卷' }));
    const view = await ok(call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: ids }));
    return { paper, ids, view };
  }

  it('puts the first questions in a default section and saves sections with their questions in order', async () => {
    const { paper, ids, view } = await paperWithQuestions(4);
    expect(view.sections).toEqual([{ id: expect.any(Number), position: 1, title: '试题', description: null, questionCount: 4, totalScore: 10 }]);
    const first = view.sections[0].id;

    const saved = await ok(
      call(`${paperApi}/saveSections`, {
        id: paper.id,
        sections: [
          { id: first, title: '一、单选题', description: '每题只有一个正确答案', questionIds: [ids[3], ids[0]] },
          { title: '二、编程题', questionIds: [ids[2], ids[1]] },
        ],
      }),
    );
    expect(saved.sections.map((s: any) => [s.title, s.description, s.questionCount, s.totalScore])).toEqual([
      ['一、单选题', '每题只有一个正确答案', 2, 5],
      ['二、编程题', null, 2, 5],
    ]);
    expect(saved.questions.map((q: any) => q.questionId)).toEqual([ids[3], ids[0], ids[2], ids[1]]);
    const second = saved.sections[1].id;
    expect(saved.questions.map((q: any) => q.sectionId)).toEqual([first, first, second, second]);

    // Added questions go to the section asked for; reordering sections moves their questions with them.
    const more = await ok(call('/java-api/school/question/create', { bankId: (await ok(call('/java-api/school/question/viewDetail', { id: ids[0] }))).bankId, type: 1, title: '题5', stem: '第5题', options, answer: 'A', score: 1 }));
    const added = await ok(call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [more.id], sectionId: first }));
    expect(added.questions.map((q: any) => q.questionId)).toEqual([ids[3], ids[0], more.id, ids[2], ids[1]]);
    const swapped = await ok(
      call(`${paperApi}/saveSections`, {
        id: paper.id,
        sections: [
          { id: second, title: '一、编程题', questionIds: [ids[2], ids[1]] },
          { id: first, title: '二、单选题', questionIds: [ids[3], ids[0], more.id] },
        ],
      }),
    );
    expect(swapped.questions.map((q: any) => q.questionId)).toEqual([ids[2], ids[1], ids[3], ids[0], more.id]);

    // The preview reads section by section too.
    const preview = await ok(call(`${paperApi}/queryPreview`, { id: paper.id }));
    expect(preview.sections.map((s: any) => s.title)).toEqual(['一、编程题', '二、单选题']);
    expect(preview.questions.map((q: any) => [q.sort, q.sectionId])).toEqual([[1, second], [2, second], [3, first], [4, first], [5, first]]);

    // A copy keeps the layout under new sections.
    const copy = await ok(call(`${paperApi}/copyPaper`, { id: paper.id }));
    const copied = await ok(call(`${paperApi}/queryQuestionList`, { id: copy.id }));
    expect(copied.sections.map((s: any) => [s.title, s.questionCount])).toEqual([['一、编程题', 2], ['二、单选题', 3]]);
    expect(copied.sections.map((s: any) => s.id)).not.toContain(first);
  });

  it('refuses a layout that drops or doubles a question, an empty title, or another paper’s section', async () => {
    const { paper, ids, view } = await paperWithQuestions(2);
    const other = await paperWithQuestions(1);
    const section = view.sections[0].id;
    const dropped = await call(`${paperApi}/saveSections`, { id: paper.id, sections: [{ id: section, title: '一', questionIds: [ids[0]] }] });
    expect(dropped).toMatchObject({ success: false, message: '参数错误：大题（sections）须包含试卷中的每道题各一次' });
    const doubled = await call(`${paperApi}/saveSections`, { id: paper.id, sections: [{ id: section, title: '一', questionIds: [ids[0], ids[1]] }, { title: '二', questionIds: [ids[0]] }] });
    expect(doubled.success).toBe(false);
    const blank = await call(`${paperApi}/saveSections`, { id: paper.id, sections: [{ id: section, title: '  ', questionIds: ids }] });
    expect(blank).toMatchObject({ success: false, message: '请填写大题名称' });
    const stranger = await call(`${paperApi}/saveSections`, { id: paper.id, sections: [{ id: other.view.sections[0].id, title: '一', questionIds: ids }] });
    expect(stranger).toMatchObject({ success: false, message: '参数错误：大题（sections.id）不在这份试卷中' });
    const elsewhere = await call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: other.ids, sectionId: other.view.sections[0].id });
    expect(elsewhere).toMatchObject({ success: false, message: '参数错误：大题（sectionId）不在这份试卷中' });
    // Nothing changed.
    const still = await ok(call(`${paperApi}/queryQuestionList`, { id: paper.id }));
    expect(still.sections.map((s: any) => [s.id, s.title, s.questionCount])).toEqual([[section, '试题', 2]]);
  });

  it('puts randomly drawn questions into the section their rule names', async () => {
    const { ids } = await paperWithQuestions(3);
    const { bankId } = await ok(call('/java-api/school/question/viewDetail', { id: ids[0] }));
    const paper = await ok(call(`${paperApi}/create`, { name: '随机分节卷' }));
    await ok(call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [ids[0]] }));
    const drawn = await ok(call(`${paperApi}/drawRandomQuestions`, { id: paper.id, seed: 's1', rules: [{ bankIds: [bankId], type: 1, count: 2, section: '二、随机题' }] }));
    expect(drawn.sections.map((s: any) => [s.position, s.title, s.questionCount])).toEqual([[1, '试题', 1], [2, '二、随机题', 2]]);
    expect(drawn.questions.map((q: any) => q.questionId).sort()).toEqual([...ids].sort());
  });

  it('freezes each question’s section title in section order when an exam is published', async () => {
    const { paper, ids, view } = await paperWithQuestions(3);
    await ok(
      call(`${paperApi}/saveSections`, {
        id: paper.id,
        sections: [
          { title: '一、基础题', description: '每题只有一个正确答案', questionIds: [ids[2]] },
          { id: view.sections[0].id, title: '二、提高题', questionIds: [ids[0], ids[1]] },
        ],
      }),
    );
    const demo = await demoSchool(t.database.db);
    const exam = await ok(call('/java-api/school/exam/save', { kind: 'exam', title: '分节考试', durationMinutes: 60, paperId: paper.id, shuffleQuestions: true, ...openWindow() }));
    await ok(call('/java-api/school/exam/setStudents', { id: exam.id, classIds: [demo.cls.id] }));
    await ok(call('/java-api/school/exam/updatePostState', { id: exam.id }));
    const frozen = await t.database.db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id)).orderBy(examQuestions.position);
    expect(frozen.map((q) => [q.position, q.questionId, q.sectionTitle, q.sectionDescription])).toEqual([
      [1, ids[2], '一、基础题', '每题只有一个正确答案'],
      [2, ids[0], '二、提高题', null],
      [3, ids[1], '二、提高题', null],
    ]);
    // Renaming the paper's sections or rewriting their notes later never reaches the published exam.
    await ok(call(`${paperApi}/saveSections`, { id: paper.id, sections: [{ title: '全部', description: '改过的说明', questionIds: ids }] }));
    const after = await t.database.db.select({ title: examQuestions.sectionTitle, description: examQuestions.sectionDescription }).from(examQuestions).where(eq(examQuestions.examId, exam.id));
    expect(new Set(after.map((r) => `${r.title}|${r.description}`))).toEqual(new Set(['一、基础题|每题只有一个正确答案', '二、提高题|null']));
    // The teacher's view of the exam and the student's answering page read the frozen note.
    const detail = await ok(call('/java-api/school/exam/detail', { id: exam.id }));
    expect(detail.questions.map((q: any) => [q.sectionTitle, q.sectionDescription])).toEqual([
      ['一、基础题', '每题只有一个正确答案'],
      ['二、提高题', null],
      ['二、提高题', null],
    ]);
    const student = await studentToken(t);
    const started = await ok(t.post('/java-api/student/exam/start', { id: exam.id, deviceToken: 'paper-sections' }, student));
    const sheet = await ok(t.post('/java-api/student/exam/sheet', { sheetId: started.sheet.id }, student));
    expect(sheet.questions.find((q: any) => q.sectionTitle === '一、基础题').sectionDescription).toBe('每题只有一个正确答案');
  });

  it('lets the back office section a platform paper the same way, and no school change it', async () => {
    const admin = await adminToken(t);
    const asAdmin = (url: string, body: unknown = {}) => t.post(url, body, admin);
    const bank = await ok(asAdmin('/java-api/admin/questionBank/create', { name: '平台分节题库' }));
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push((await ok(asAdmin('/java-api/admin/question/create', { bankId: bank.id, type: 1, title: `平台题${i}`, stem: `第${i}题`, options, answer: 'A', score: i }))).id);
    const paper = await ok(asAdmin('/java-api/admin/paper/create', { name: '平台分节试卷' }));
    const view = await ok(asAdmin('/java-api/admin/paper/addQuestion', { id: paper.id, questionIds: ids }));
    expect(view.sections.map((s: any) => [s.title, s.questionCount])).toEqual([['试题', 3]]);

    const layout = { id: paper.id, sections: [{ title: '一、基础题', description: '每题一个答案', questionIds: [ids[2]] }, { id: view.sections[0].id, title: '二、提高题', questionIds: [ids[0], ids[1]] }] };
    const saved = await ok(asAdmin('/java-api/admin/paper/saveSections', layout));
    expect(saved.sections.map((s: any) => [s.position, s.title, s.description, s.questionCount, s.totalScore])).toEqual([[1, '一、基础题', '每题一个答案', 1, 3], [2, '二、提高题', null, 2, 3]]);
    expect(saved.questions.map((q: any) => q.questionId)).toEqual([ids[2], ids[0], ids[1]]);
    // The same refusals as a school's paper.
    expect(await asAdmin('/java-api/admin/paper/saveSections', { id: paper.id, sections: [{ title: '一', questionIds: [ids[0]] }] })).toMatchObject({ success: false, message: '参数错误：大题（sections）须包含试卷中的每道题各一次' });

    // A school reads platform papers but never sections one: not through its own call, not through the back office's.
    expect((await call(`${paperApi}/saveSections`, { ...layout, sections: [{ title: '学校改的', questionIds: ids }] })).success).toBe(false);
    expect((await call('/java-api/admin/paper/saveSections', { ...layout, sections: [{ title: '学校改的', questionIds: ids }] })).code).toBe('InvalidToken');
    const still = await ok(asAdmin('/java-api/admin/paper/queryQuestionList', { id: paper.id }));
    expect(still.sections.map((s: any) => s.title)).toEqual(['一、基础题', '二、提高题']);
  });
});

describe('paper sections migration', () => {
  it('gives a paper made before sections one default section holding all its questions, in order', async () => {
    // Migrate a fresh PGlite up to the migration before sections, add an old paper, then migrate the rest.
    const folder = join(process.cwd(), 'server/db/migrations');
    const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'));
    const index = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith('_paper_sections'));
    const before = mkdtempSync(join(tmpdir(), 'paper-sections-'));
    cpSync(folder, before, { recursive: true });
    writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
    const client = await PGlite.create();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into schools (id, name, domain) values (901, '旧学校', 'old-school') on conflict do nothing`);
      await db.execute(sql`insert into papers (id, school_id, name) values (901, null, '旧试卷'), (902, null, '空试卷')`);
      await db.execute(sql`insert into question_banks (id, name) values (901, '旧题库')`);
      await db.execute(sql`insert into questions (id, bank_id, type, title, stem, answer) values (901, 901, 3, '甲', '甲', 'true'), (902, 901, 3, '乙', '乙', 'true')`);
      await db.execute(sql`insert into paper_questions (paper_id, question_id, score, sort) values (901, 902, 2, 1), (901, 901, 3, 2)`);
      await migrate(db, { migrationsFolder: folder });
      const sections = (await db.execute(sql`select id, paper_id, position, title from paper_sections order by paper_id`)).rows as { id: number; paper_id: number; position: number; title: string }[];
      expect(sections.map((s) => [s.paper_id, s.position, s.title])).toEqual([[901, 1, '试题'], [902, 1, '试题']]);
      const placed = (await db.execute(sql`select question_id, section_id from paper_questions order by sort`)).rows as { question_id: number; section_id: number }[];
      expect(placed).toEqual([{ question_id: 902, section_id: sections[0].id }, { question_id: 901, section_id: sections[0].id }]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
