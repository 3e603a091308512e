import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { noticeMessages } from '../../shared/account-safety/notice-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { entityList } from '../../shared/generated/entities/index.gen';
import { addOtherSchool, otherPrincipal } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin, principal, student } = demoAccounts;
const api = (base: string, call: string) => `/java-api/admin/${base}/${call}`;

/** The entities this suite covers: every back-office content entity. */
const contentEntities = [
  'CourseSubject', 'Curriculum', 'CurriculumLesson', 'CurriculumGrant', 'CodePrompt', 'VideoType', 'Video', 'MaterialType', 'MaterialGroup',
  'Material', 'OperationalMaterialTag', 'OperationalMaterial', 'TrainingTag', 'TeacherTraining', 'TrainingChapter', 'TrainingVideo',
  'TrainingFile', 'ResearchActivity', 'WorkTag', 'ZoneBanner', 'SchoolTag', 'DownloadItem', 'SystemNotice', 'MessageTemplate', 'PlatformContract', 'SchoolSubject',
];

describe.each(backends)('back-office content on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let demoSchoolId: number;
  let other: Awaited<ReturnType<typeof addOtherSchool>>;
  /** Successful calls of the administrator, replayed with other sessions at the end. */
  const adminCalls: { url: string; body: unknown }[] = [];

  /** Create, find in the list, update: the generic lifecycle every content entity shares; answers the created row. */
  async function lifecycle(base: string, body: Record<string, unknown>, change: Record<string, unknown>) {
    const created = await t.post(api(base, 'create'), body, token);
    expect(created.success, `${base} create: ${created.message}`).toBe(true);
    expect(created.content).toMatchObject(body);
    const listed = await t.post(api(base, 'queryList'), { pageSize: 100 }, token);
    expect(listed.content.list.map((r: { id: number }) => r.id)).toContain(created.content.id);
    const edited = await t.post(api(base, 'edit'), { id: created.content.id, ...change }, token);
    expect(edited.success, `${base} edit: ${edited.message}`).toBe(true);
    expect(edited.content).toMatchObject(change);
    return created.content as Record<string, any> & { id: number };
  }

  async function remove(base: string, id: number) {
    expect((await t.post(api(base, 'delete'), { id }, token)).success).toBe(true);
    const listed = await t.post(api(base, 'queryList'), { pageSize: 100 }, token);
    expect(listed.content.list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.post(api(base, 'delete'), { id }, token)).code).toBe(ErrorCodes.NotFound);
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await t.login('admin', admin.userName, admin.password)).content.token;
    const post = t.post;
    t.post = async (url, body, caller, ip) => {
      const answer = await post(url, body, caller, ip);
      if (caller === token && answer.success && url.startsWith('/java-api/admin/')) adminCalls.push({ url, body });
      return answer;
    };
    const schools = await t.post('/java-api/admin/edu/queryList', { keyword: '示范编程学校' }, token);
    demoSchoolId = schools.content.list[0].id;
    other = await addOtherSchool(t.database.db);
  });
  afterAll(() => t.close());

  it('subjects, curricula with state/effective switches and ordered lessons; a used subject cannot be deleted', async () => {
    const subject = await lifecycle('subject', { name: 'Python', code: 'py' }, { sortOrder: 3 });
    expect((await t.post(api('subject', 'create'), { name: 'Python' }, token)).message).toBe('学科名称已存在');
    const bad = await t.post(api('subject', 'create'), { name: 'C++', code: 'c plus' }, token);
    expect(bad.code).toBe(ErrorCodes.InvalidParameter);
    expect(bad.message).toContain('学科代码');

    const curriculum = await lifecycle('curriculum', { subjectId: subject.id, name: 'Python 入门' }, { lessonHours: 24, level: 2 });
    expect(curriculum).toMatchObject({ subjectName: 'Python', state: 0, effective: true });
    expect((await t.post(api('curriculum', 'create'), { subjectId: 999999, name: '无主课程' }, token)).message).toBe('参数错误：学科（subjectId）不存在');
    expect((await t.post(api('curriculum', 'updateState'), { id: curriculum.id, state: 1 }, token)).content.state).toBe(1);
    expect((await t.post(api('curriculum', 'updateEffective'), { id: curriculum.id, effective: false }, token)).content.effective).toBe(false);
    expect((await t.post(api('curriculum', 'updateState'), { id: curriculum.id, state: 7 }, token)).code).toBe(ErrorCodes.InvalidParameter);
    expect((await t.post(api('curriculum', 'viewDetail'), { id: curriculum.id }, token)).content).toMatchObject({ state: 1, effective: false, lessonHours: 24 });

    const second = await lifecycle('currMat', { curriculumId: curriculum.id, chapter: '第一章', title: '第二课 变量', sortOrder: 2 }, { durationMinutes: 60 });
    const first = await lifecycle('currMat', { curriculumId: curriculum.id, chapter: '第一章', title: '第一课 输出', sortOrder: 1 }, { video: 'https://cdn.example.com/v/1.mp4' });
    const lessons = await t.post(api('currMat', 'queryList'), { curriculumId: curriculum.id }, token);
    expect(lessons.content.list.map((l: { title: string }) => l.title)).toEqual(['第一课 输出', '第二课 变量']);
    expect(lessons.content.list[0].curriculumName).toBe('Python 入门');

    expect((await t.post(api('subject', 'delete'), { id: subject.id }, token)).message).toBe('学科正在被其他数据使用，无法删除');
    for (const [base, id] of [['currMat', first.id], ['currMat', second.id], ['curriculum', curriculum.id], ['subject', subject.id]] as const) await remove(base, id);
  });

  it('authorizes curricula to schools in bulk, keeps one grant per pair and removes them in bulk', async () => {
    const subject = (await t.post(api('subject', 'create'), { name: 'C++' }, token)).content;
    const a = (await t.post(api('curriculum', 'create'), { subjectId: subject.id, name: 'C++ 基础' }, token)).content;
    const b = (await t.post(api('curriculum', 'create'), { subjectId: subject.id, name: 'C++ 算法' }, token)).content;
    const schoolIds = [demoSchoolId, other.school.id];

    const saved = await t.post(api('eduCurrPer', 'saveBatch'), { schoolIds, curriculumIds: [a.id, b.id] }, token);
    expect(saved.content).toEqual({ count: 4 });
    expect((await t.post(api('eduCurrPer', 'saveBatch'), { schoolIds, curriculumIds: [a.id, b.id] }, token)).content).toEqual({ count: 0 });
    const extended = await t.post(api('eduCurrPer', 'saveBatch'), { schoolIds: [demoSchoolId], curriculumIds: [a.id], expireDate: '2030-12-31' }, token);
    expect(extended.content).toEqual({ count: 1 });

    const unknown = await t.post(api('eduCurrPer', 'saveBatch'), { schoolIds: [demoSchoolId, 999999], curriculumIds: [a.id] }, token);
    expect(unknown.code).toBe(ErrorCodes.InvalidParameter);
    expect(unknown.message).toContain('学校（schoolIds）不存在');
    expect((await t.post(api('eduCurrPer', 'saveBatch'), { schoolIds: [], curriculumIds: [a.id] }, token)).code).toBe(ErrorCodes.InvalidParameter);

    const demoGrants = (await t.post(api('eduCurrPer', 'queryList'), { schoolId: demoSchoolId, orderBy: 'id', order: 'asc' }, token)).content;
    expect(demoGrants.total).toBe(2);
    expect(demoGrants.list.map((g: { curriculumName: string }) => g.curriculumName)).toEqual(['C++ 基础', 'C++ 算法']);
    expect(demoGrants.list[0]).toMatchObject({ schoolName: '示范编程学校', expireDate: '2030-12-31' });
    expect((await t.post(api('eduCurrPer', 'save'), { schoolId: demoSchoolId, curriculumId: a.id }, token)).message).toBe('学校、课程体系已存在');

    const otherGrants = (await t.post(api('eduCurrPer', 'queryList'), { schoolId: other.school.id }, token)).content.list;
    const removed = await t.post(api('eduCurrPer', 'deleteBatch'), { ids: otherGrants.map((g: { id: number }) => g.id) }, token);
    expect(removed.content).toEqual({ count: 2 });
    expect((await t.post(api('eduCurrPer', 'queryList'), { schoolId: other.school.id }, token)).content.total).toBe(0);
    expect((await t.post(api('eduCurrPer', 'queryList'), { schoolId: demoSchoolId }, token)).content.total).toBe(2);
    // One grant at a time too: save, edit, cancel.
    const single = await t.post(api('eduCurrPer', 'save'), { schoolId: other.school.id, curriculumId: a.id, remark: '试用' }, token).then((r) => r.content);
    expect(single).toMatchObject({ schoolName: '另一所学校', curriculumName: 'C++ 基础' });
    expect((await t.post(api('eduCurrPer', 'edit'), { id: single.id, expireDate: '2027-06-30' }, token)).content.expireDate).toBe('2027-06-30');
    await remove('eduCurrPer', single.id);

  });

  it('code prompts, video types and videos with the post-state switch', async () => {
    const prompt = await lifecycle('codePrompt', { language: 'python', keyword: 'print', snippet: 'print()' }, { description: '输出' });
    await remove('codePrompt', prompt.id);
    const type = await lifecycle('videoType', { name: '入门视频' }, { sortOrder: 1 });
    const video = await lifecycle('video', { title: '第一课', videoTypeId: type.id, url: 'https://cdn.example.com/v/a.mp4' }, { durationSeconds: 600 });
    expect(video).toMatchObject({ postState: 0, videoTypeName: '入门视频' });
    expect((await t.post(api('video', 'updatePostState'), { id: video.id, postState: 1 }, token)).content.postState).toBe(1);
    expect((await t.post(api('video', 'queryList'), { postState: 1 }, token)).content.list.map((v: { id: number }) => v.id)).toEqual([video.id]);
    expect((await t.post(api('video', 'create'), { title: '没有文件', videoTypeId: type.id }, token)).code).toBe(ErrorCodes.InvalidParameter);
    await remove('video', video.id);
    await remove('videoType', type.id);
  });

  it('material types, groups with the post-state switch, materials by kind, operational materials and their tags', async () => {
    const type = await lifecycle('materialType', { name: '角色' }, { remark: '人物与动物' });
    const group = await lifecycle('materialGroup', { name: '森林动物', materialTypeId: type.id }, { sortOrder: 5 });
    expect((await t.post(api('materialGroup', 'updatePostState'), { id: group.id, postState: 1 }, token)).content.postState).toBe(1);
    await lifecycle('material', { groupId: group.id, kind: 'scene', name: '森林', file: 'https://cdn.example.com/m/forest.png' }, { sizeKb: 120 });
    const sound = await lifecycle('material', { groupId: group.id, kind: 'sound', name: '鸟鸣', file: 'https://cdn.example.com/m/bird.mp3' }, { name: '清晨鸟鸣' });
    const scenes = (await t.post(api('material', 'queryList'), { kind: 'scene' }, token)).content.list;
    expect(scenes.map((m: { name: string }) => m.name)).toEqual(['森林']);
    expect(scenes[0].groupName).toBe('森林动物');
    expect((await t.post(api('material', 'create'), { groupId: group.id, kind: 'video', name: 'x', file: 'y' }, token)).code).toBe(ErrorCodes.InvalidParameter);
    await remove('material', sound.id);
    expect((await t.post(api('materialType', 'delete'), { id: type.id }, token)).code).toBe(ErrorCodes.ActionFailure);

    const tag = await lifecycle('operationalMaterialTag', { name: '招生海报' }, { sortOrder: 2 });
    const poster = await lifecycle('operationalMaterial', { title: '暑期班海报', tagId: tag.id, file: 'https://cdn.example.com/o/summer.pdf' }, { description: 'A3 尺寸' });
    expect((await t.post(api('operationalMaterial', 'updateState'), { id: poster.id, state: 0 }, token)).content.state).toBe(0);
    await remove('operationalMaterial', poster.id);
    await remove('operationalMaterialTag', tag.id);
    for (const m of (await t.post(api('material', 'queryList'), { groupId: group.id }, token)).content.list) await remove('material', m.id);
    await remove('materialGroup', group.id);
    await remove('materialType', type.id);
  });

  it('teacher training with chapters, videos and files, its post-state switch and research activities with their new state', async () => {
    const tag = await lifecycle('trainingTag', { name: '新教师' }, { sortOrder: 1 });
    const course = await lifecycle('teacherTraining', { title: 'Python 教学法', category: 2, tagId: tag.id }, { lecturer: '张老师' });
    expect(course).toMatchObject({ postState: 0, tagName: '新教师' });
    expect((await t.post(api('teacherTraining', 'updatePostState'), { id: course.id, postState: 1 }, token)).content.postState).toBe(1);
    expect((await t.post(api('teacherTraining', 'queryList'), { category: 1 }, token)).content.total).toBe(0);
    const chapter = await lifecycle('teacherTraining/chapter', { trainingId: course.id, title: '第一章 课堂组织' }, { sortOrder: 2 });
    const video = await lifecycle('teacherTraining/video', { trainingId: course.id, chapterId: chapter.id, title: '开场', url: 'https://cdn.example.com/t/1.mp4' }, { durationSeconds: 300 });
    expect(video.chapterTitle).toBe('第一章 课堂组织');
    const file = await lifecycle('teacherTraining/file', { trainingId: course.id, name: '讲义', file: 'https://cdn.example.com/t/1.pdf' }, { sizeKb: 2048 });
    expect((await t.post(api('teacherTraining', 'delete'), { id: course.id }, token)).code).toBe(ErrorCodes.ActionFailure);
    for (const [base, id] of [['teacherTraining/file', file.id], ['teacherTraining/video', video.id], ['teacherTraining/chapter', chapter.id], ['teacherTraining', course.id], ['trainingTag', tag.id]] as const) await remove(base, id);

    const activity = await lifecycle('researchActivity', { title: '图形化编程教研', startTime: '2030-03-01T02:00:00.000Z' }, { quota: 50, location: '线上' });
    expect(activity.newState).toBe(0);
    expect((await t.post(api('researchActivity', 'updateNewState'), { id: activity.id, newState: 1 }, token)).content.newState).toBe(1);
    expect((await t.post(api('researchActivity', 'updateNewState'), { id: activity.id, newState: 9 }, token)).code).toBe(ErrorCodes.InvalidParameter);
    await remove('researchActivity', activity.id);
  });

  it('work tags, zone banners, school tags, downloads, message templates by scope and contracts', async () => {
    await remove('workTag', (await lifecycle('workTag', { name: '游戏' }, { state: 0 })).id);
    const banner = await lifecycle('zoneBanner', { title: '编程大赛', image: 'https://cdn.example.com/b/1.png', link: '/community/home' }, { sortOrder: 1 });
    expect((await t.post(api('zoneBanner', 'edit'), { id: banner.id, link: 'javascript:alert(1)' }, token)).code).toBe(ErrorCodes.InvalidParameter);
    await remove('zoneBanner', banner.id);
    await remove('schoolTag', (await lifecycle('schoolTag', { name: '重点客户', color: 'red' }, { remark: '年费客户' })).id);
    await remove('download', (await lifecycle('download', { name: '离线编辑器', platform: 'windows', file: 'https://cdn.example.com/d/setup.exe' }, { version: '2.1.0' })).id);

    await lifecycle('msgTemplate', { scope: 1, name: '上课提醒', code: 'CLASS_REMIND', content: '{name}同学，{time}上课' }, { channel: 'sms' });
    await lifecycle('msgTemplate', { scope: 2, name: '上课提醒', code: 'CLASS_REMIND', content: '校区版' }, { state: 0 });
    expect((await t.post(api('msgTemplate', 'create'), { scope: 1, name: '重复', code: 'CLASS_REMIND', content: 'x' }, token)).message).toBe('适用范围、模板编码已存在');
    const campusScope = (await t.post(api('msgTemplate', 'queryList'), { scope: 2 }, token)).content.list;
    expect(campusScope.map((m: { content: string }) => m.content)).toEqual(['校区版']);
    await remove('msgTemplate', campusScope[0].id);

    const contract = await lifecycle('contract', { contractNo: 'HT-2026-001', title: '年度服务合同', schoolId: demoSchoolId, amount: 19800.5, signDate: '2026-01-05' }, { state: 0 });
    expect(contract.schoolName).toBe('示范编程学校');
    const duplicate = await t.post(api('contract', 'create'), { contractNo: 'HT-2026-001', title: '重复', schoolId: demoSchoolId, amount: 1, signDate: '2026-01-06' }, token);
    expect(duplicate).toMatchObject({ code: ErrorCodes.InvalidParameter, message: '合同编号已存在' });
    await remove('contract', contract.id);
  });

  it('system notices: script refused, HTML sanitized, brief ones reach staff, deleting one clears its reads', async () => {
    const script = await t.post(api('notice', 'create'), { title: '坏公告', content: '<p onclick="x()">hi</p>' }, token);
    expect(script).toMatchObject({ code: ErrorCodes.InvalidParameter, message: noticeMessages.scriptRefused });
    const created = await t.post(api('notice', 'create'), { title: ' 寒假安排 ', noticeType: 1, content: '<p style="color:red">放假<iframe src="https://x"></iframe></p>' }, token);
    expect(created.content).toMatchObject({ title: '寒假安排', noticeType: 1, content: '<p style="color:red">放假</p>' });
    const notice = (await t.post(api('notice', 'edit'), { id: created.content.id, title: '寒假安排（更新）' }, token)).content;
    expect(notice.title).toBe('寒假安排（更新）');
    const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    const unread = (await t.post('/java-api/school/notice/selectNotReadList', undefined, staffToken)).content;
    expect(unread.noticeInfo.map((n: { title: string }) => n.title)).toContain('寒假安排（更新）');
    await t.post('/java-api/school/notice/read', { id: notice.id }, staffToken);
    await remove('notice', notice.id);
  });

  it('a school sees only what is authorized to it or published, behind the screen that shows it', async () => {
    const principalToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    const otherToken = (await t.login('staff', otherPrincipal.userName, otherPrincipal.password)).content.token;
    const teacherToken = (await t.login('staff', demoAccounts.teacher.userName, demoAccounts.teacher.password)).content.token;
    const school = (path: string, body: object, caller = principalToken) => t.post(`/java-api/school/${path}`, body, caller);

    const subject = (await t.post(api('subject', 'create'), { name: 'Scratch' }, token)).content;
    const make = async (name: string, state: number) => (await t.post(api('curriculum', 'create'), { subjectId: subject.id, name, state }, token)).content;
    const onSale = await make('图形化启蒙', 1);
    const hidden = await make('图形化草稿', 0);
    const expired = await make('图形化过期', 1);
    await t.post(api('currMat', 'create'), { curriculumId: onSale.id, title: '第二课', sortOrder: 2 }, token);
    await t.post(api('currMat', 'create'), { curriculumId: onSale.id, title: '第一课', sortOrder: 1 }, token);
    await t.post(api('currMat', 'create'), { curriculumId: onSale.id, title: '停用的课', sortOrder: 3, state: 0 }, token);
    await t.post(api('eduCurrPer', 'saveBatch'), { schoolIds: [demoSchoolId], curriculumIds: [onSale.id, hidden.id] }, token);
    await t.post(api('eduCurrPer', 'save'), { schoolId: demoSchoolId, curriculumId: expired.id, expireDate: '2020-01-01' }, token);

    const mine = await school('currPer/queryList', { keyword: '图形化' });
    expect(mine.content).toEqual([expect.objectContaining({ id: onSale.id, name: '图形化启蒙', subjectName: 'Scratch', lessonCount: 2, expireDate: null })]);
    const lessons = await school('currMat/detail', { id: onSale.id });
    expect(lessons.content.lessons.map((l: { title: string }) => l.title)).toEqual(['第一课', '第二课']);
    expect((await school('currMat/detail', { id: hidden.id })).code).toBe(ErrorCodes.NotFound);
    expect((await school('currMat/detail', { id: expired.id })).code).toBe(ErrorCodes.NotFound);
    expect((await school('currPer/queryList', { keyword: '图形化' }, otherToken)).content).toEqual([]);
    expect((await school('currMat/detail', { id: onSale.id }, otherToken)).code).toBe(ErrorCodes.NotFound);
    expect((await school('currPer/queryList', {}, teacherToken)).code).toBe(ErrorCodes.AuthFailure);
    expect((await school('currPer/queryList', {}, token)).code).toBe(ErrorCodes.InvalidToken);
    // Taking the grant back takes the curriculum away at once.
    await t.post(api('curriculum', 'updateEffective'), { id: onSale.id, effective: false }, token);
    expect((await school('currPer/queryList', { keyword: '图形化' })).content).toEqual([]);

    const type = (await t.post(api('materialType', 'create'), { name: '背景' }, token)).content;
    const published = (await t.post(api('materialGroup', 'create'), { name: '太空背景', materialTypeId: type.id }, token)).content;
    await t.post(api('materialGroup', 'create'), { name: '未发布背景', materialTypeId: type.id }, token);
    await t.post(api('material', 'create'), { groupId: published.id, kind: 'scene', name: '月球', file: 'https://cdn.example.com/m/moon.png' }, token);
    await t.post(api('materialGroup', 'updatePostState'), { id: published.id, postState: 1 }, token);
    const groups = (await school('material/queryList', { keyword: '背景' })).content;
    expect(groups).toEqual([expect.objectContaining({ name: '太空背景', materialTypeName: '背景', materials: [expect.objectContaining({ name: '月球', kind: 'scene' })] })]);

    const training = (await t.post(api('teacherTraining', 'create'), { title: '课程培训：图形化', category: 2 }, token)).content;
    await t.post(api('teacherTraining', 'create'), { title: '教师培训：不给学校看', category: 1, postState: 1 }, token);
    await t.post(api('teacherTraining/chapter', 'create'), { trainingId: training.id, title: '第一章' }, token);
    expect((await school('coursesTraining/queryList', { keyword: '培训' })).content).toEqual([]);
    await t.post(api('teacherTraining', 'updatePostState'), { id: training.id, postState: 1 }, token);
    expect((await school('coursesTraining/queryList', { keyword: '培训' })).content).toEqual([expect.objectContaining({ title: '课程培训：图形化', chapterCount: 1, videoCount: 0, fileCount: 0 })]);

    const draft = (await t.post(api('researchActivity', 'create'), { title: '春季教研', startTime: '2030-04-01T02:00:00.000Z' }, token)).content;
    expect((await school('researchActivity/queryList', { keyword: '教研' })).content).toEqual([]);
    await t.post(api('researchActivity', 'updateNewState'), { id: draft.id, newState: 1 }, token);
    expect((await school('researchActivity/queryList', { keyword: '教研' })).content).toEqual([expect.objectContaining({ title: '春季教研', newState: 1, startTime: '2030-04-01T02:00:00.000Z' })]);
    // Teachers read the published activities behind their classroom's 教研活动 screen; a student session never does.
    expect((await school('researchActivity/queryList', { keyword: '教研' }, teacherToken)).content).toEqual([expect.objectContaining({ title: '春季教研' })]);
    const studentToken = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    expect((await school('researchActivity/queryList', {}, studentToken)).success).toBe(false);
  });

  it('limits a school to the subjects of school-subject-permissions once it has any, one row per school and subject', async () => {
    const principalToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    const python = (await t.post(api('subject', 'create'), { name: 'Python 学科' }, token)).content;
    const cpp = (await t.post(api('subject', 'create'), { name: 'C++ 学科' }, token)).content;
    const pyCourse = (await t.post(api('curriculum', 'create'), { subjectId: python.id, name: '学科权限·Python', state: 1 }, token)).content;
    const cppCourse = (await t.post(api('curriculum', 'create'), { subjectId: cpp.id, name: '学科权限·C++', state: 1 }, token)).content;
    await t.post(api('eduCurrPer', 'saveBatch'), { schoolIds: [demoSchoolId], curriculumIds: [pyCourse.id, cppCourse.id] }, token);
    const visible = async () =>
      ((await t.post('/java-api/school/currPer/queryList', { keyword: '学科权限' }, principalToken)).content as { name: string }[]).map((c) => c.name).sort();

    // No subject rows: the school is not limited by subject.
    expect(await visible()).toEqual(['学科权限·C++', '学科权限·Python']);
    const grant = await lifecycle('schoolSubject', { schoolId: demoSchoolId, subjectId: python.id }, { remark: '2026 学年' });
    expect(grant).toMatchObject({ schoolName: '示范编程学校', subjectName: 'Python 学科' });
    expect(await visible()).toEqual(['学科权限·Python']);
    const again = await t.post(api('schoolSubject', 'create'), { schoolId: demoSchoolId, subjectId: python.id }, token);
    expect(again).toMatchObject({ success: false, code: ErrorCodes.InvalidParameter });
    expect((await t.post(api('schoolSubject', 'create'), { schoolId: demoSchoolId, subjectId: 999999 }, token)).success).toBe(false);
    // Another school's rows do not limit this one.
    await t.post(api('schoolSubject', 'create'), { schoolId: other.school.id, subjectId: cpp.id }, token);
    expect(await visible()).toEqual(['学科权限·Python']);
    await remove('schoolSubject', grant.id);
    expect(await visible()).toEqual(['学科权限·C++', '学科权限·Python']);
  });

  it('refuses every content call the administrator made above to school staff, students and callers without a session', async () => {
    const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    const studentToken = (await t.login('student', student.userName, student.password)).content.token;
    // Every list, create, update and delete of every content entity was made (and succeeded) above.
    const ops = entityList.filter((e) => contentEntities.includes(e.name)).flatMap((e) => Object.values(e.operations));
    const made = new Set(adminCalls.map((c) => c.url));
    const missing = ops.filter((op) => ['list', 'create', 'update'].includes(op.kind) || op.key === 'delete').filter((op) => !made.has(op.path));
    expect(missing.map((op) => op.path)).toEqual([]);
    for (const { url, body } of adminCalls) {
      for (const caller of [staffToken, studentToken, undefined]) {
        const answer = await t.post(url, body, caller);
        expect(answer.code, url).toBe(ErrorCodes.InvalidToken);
      }
    }
  });
});
