import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, communityComments, pointOrders, schoolProducts, schools, students } from '../../server/db/schema';
import { commentLimit, commentMessages, commentsPerMinute } from '../../server/features/community/community-comment-model';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { adminToken, studentToken, teacherToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const api = (call: string) => `/java-api/community/${call}`;

/**
 * The community (section 2, domains.md Part 5): the four switches on every call, what each
 * school sees of the other's works, likes counted once, comments through the word filter,
 * reports, a teacher's hide, the owner's delete, 评论消息, remix and decorations worn.
 */
describe.each(backends)('community on %s', (backend) => {
  let t: TestApp;
  let me: string;
  let classmate: string;
  let third: string;
  let teacher: string;
  let outsider: string;
  let outsiderPrincipal: string;
  let admin: string;
  let other: Awaited<ReturnType<typeof addOtherSchool>>;
  let shareId: number;
  let workId: number;

  const titles = async (token: string, body: object = {}) => (await t.post(api('explore'), body, token)).content.list.map((w: { title: string }) => w.title);

  beforeAll(async () => {
    t = await startTestApp(backend);
    other = await addOtherSchool(t.database.db);
    const db = t.database.db;
    // The other school opens its community too, so its student may look at the platform's works.
    await db.update(schools).set({ studentAuth: true, zoneShare: true }).where(eq(schools.id, other.school.id));
    await db.update(campuses).set({ studentZone: true }).where(eq(campuses.id, other.campus.id));
    me = await studentToken(t);
    classmate = await studentToken(t, 'student2', 'Student2026');
    third = await studentToken(t, 'student3', 'Student2026');
    teacher = await teacherToken(t);
    outsider = await studentToken(t, 'other-student', otherPrincipal.password);
    outsiderPrincipal = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    admin = await adminToken(t);
    const saved = await t.post('/java-api/student/work/save', { kind: 'python', title: '会跳舞的海龟', source: 'print("跳舞")' }, me);
    workId = saved.content.id;
  });
  afterAll(() => t.close());

  it('shares a work within the school: classmates and teachers find it, another school does not', async () => {
    const shared = await t.post(api('share'), { workId, scope: 'school', intro: '海龟会转圈' }, me);
    expect(shared, shared.message).toMatchObject({ success: true, content: { title: '会跳舞的海龟', scope: 'school', mine: true } });
    shareId = shared.content.id;
    expect(await titles(classmate)).toContain('会跳舞的海龟');
    expect(await titles(teacher)).toContain('会跳舞的海龟');
    expect(await titles(outsider)).not.toContain('会跳舞的海龟');
    expect(await titles(outsiderPrincipal)).not.toContain('会跳舞的海龟');
    expect((await t.post(api('project'), { id: shareId }, outsider)).code).toBe('NotFound');
    const mine = await t.post(api('myShares'), {}, me);
    expect(mine.content.list.map((w: { title: string }) => w.title)).toEqual(['会跳舞的海龟']);
    // Someone else's work cannot be shared.
    expect((await t.post(api('share'), { workId, scope: 'school' }, classmate)).code).toBe('NotFound');
  });

  it('shared to the platform, another school sees the name and school only, never the class', async () => {
    expect((await t.post(api('share'), { workId, scope: 'platform' }, me)).success).toBe(true);
    const seen = (await t.post(api('explore'), {}, outsider)).content.list.find((w: { id: number }) => w.id === shareId);
    expect(seen.author).toMatchObject({ name: '张小明', schoolName: '示范编程学校', className: null });
    const text = JSON.stringify(await t.post(api('project'), { id: shareId }, outsider));
    expect(text).not.toContain('Python 启蒙一班');
    expect(text).not.toContain(demoAccounts.student.userName + '"');
    const classmateView = (await t.post(api('project'), { id: shareId }, classmate)).content;
    expect(classmateView.author.className).toBe('Python 启蒙一班');
    // Staff of another school browse their own school only.
    expect(await titles(outsiderPrincipal)).not.toContain('会跳舞的海龟');
    // The school withdraws its zone share: the work is gone for the other school at once.
    await t.database.db.update(schools).set({ zoneShare: false }).where(eq(schools.domain, 'demo'));
    try {
      expect(await titles(outsider)).not.toContain('会跳舞的海龟');
    } finally {
      await t.database.db.update(schools).set({ zoneShare: true }).where(eq(schools.domain, 'demo'));
    }
    expect(await titles(outsider)).toContain('会跳舞的海龟');
  });

  it('refuses a student on every call unless all four switches allow; staff browse; admins do not', async () => {
    const db = t.database.db;
    const [student] = await db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
    const switches = [
      [() => db.update(students).set({ zoneAuth: false }).where(eq(students.id, student.id)), () => db.update(students).set({ zoneAuth: true }).where(eq(students.id, student.id))],
      [() => db.update(schools).set({ studentAuth: false }).where(eq(schools.id, student.schoolId)), () => db.update(schools).set({ studentAuth: true }).where(eq(schools.id, student.schoolId))],
      [() => db.update(schools).set({ zoneShare: false }).where(eq(schools.id, student.schoolId)), () => db.update(schools).set({ zoneShare: true }).where(eq(schools.id, student.schoolId))],
      [() => db.update(campuses).set({ studentZone: false }).where(eq(campuses.id, student.campusId!)), () => db.update(campuses).set({ studentZone: true }).where(eq(campuses.id, student.campusId!))],
    ] as const;
    for (const [off, on] of switches) {
      await off();
      try {
        for (const [call, body] of [['access', {}], ['home', {}], ['explore', {}], ['project', { id: shareId }], ['like', { id: shareId, on: true }], ['comment', { id: shareId, content: '好' }], ['share', { workId, scope: 'school' }]] as const) {
          expect(await t.post(api(call), body, me), call).toMatchObject({ success: false, code: 'AuthFailure', message: '无权限访问' });
        }
      } finally {
        await on();
      }
    }
    expect((await t.post(api('access'), {}, me)).success).toBe(true);
    expect((await t.post(api('access'), {}, teacher)).content).toMatchObject({ canModerate: true, canShareToPlatform: false });
    expect((await t.post(api('explore'), {}, admin)).success).toBe(false);
  });

  it('counts a like once however often and however fast it is pressed, and takes it back once', async () => {
    const likes = await Promise.all([1, 2, 3, 4, 5].map(() => t.post(api('like'), { id: shareId, on: true }, classmate)));
    expect(likes.every((l) => l.success)).toBe(true);
    expect((await t.post(api('project'), { id: shareId }, third)).content).toMatchObject({ likeCount: 1, liked: false });
    expect((await t.post(api('project'), { id: shareId }, classmate)).content).toMatchObject({ likeCount: 1, liked: true });
    expect((await t.post(api('like'), { id: shareId, on: true }, third)).content).toEqual({ on: true, count: 2 });
    expect((await t.post(api('like'), { id: shareId, on: false }, third)).content).toEqual({ on: false, count: 1 });
    expect((await t.post(api('like'), { id: shareId, on: false }, third)).content).toEqual({ on: false, count: 1 });
    expect((await t.post(api('like'), { id: shareId, on: true }, me)).message).toBe('不能给自己的作品点赞哦');
    expect((await t.post(api('favourite'), { id: shareId, on: true }, third)).content).toEqual({ on: true, count: 1 });
    expect((await t.post(api('myFavourites'), {}, third)).content.list.map((w: { id: number }) => w.id)).toEqual([shareId]);
    const sorted = await t.post(api('explore'), { sort: 'likes', kind: 'python' }, third);
    expect(sorted.content.list[0].id).toBe(shareId);
  });

  it('refuses empty, too long and filtered comments with clear messages, and keeps nothing of them', async () => {
    const word = await t.post('/java-api/admin/communityWord/create', { word: '笨蛋' }, admin);
    expect(word.success, word.message).toBe(true);
    // Staff cannot edit the platform's list.
    expect((await t.post('/java-api/admin/communityWord/create', { word: '坏' }, teacher)).success).toBe(false);
    expect(await t.post(api('comment'), { id: shareId, content: '   ' }, classmate)).toMatchObject({ success: false, message: commentMessages.empty });
    expect(await t.post(api('comment'), { id: shareId, content: '好'.repeat(commentLimit + 1) }, classmate)).toMatchObject({ success: false, message: commentMessages.tooLong });
    expect(await t.post(api('comment'), { id: shareId, content: '你是 笨 蛋' }, classmate)).toMatchObject({ success: false, message: commentMessages.filtered });
    expect((await t.post(api('comments'), { id: shareId }, me)).content.total).toBe(0);
  });

  it('delivers comments and replies to 评论消息; a report reaches teachers; a teacher hides at once; the owner deletes', async () => {
    const first = await t.post(api('comment'), { id: shareId, content: '海龟好可爱！' }, classmate);
    expect(first, first.message).toMatchObject({ success: true, content: { content: '海龟好可爱！', mine: true } });
    const reply = await t.post(api('comment'), { id: shareId, parentId: first.content.id, content: '谢谢你～' }, me);
    expect(reply.content.replyToName).toBeTruthy();
    const outsiderComment = await t.post(api('comment'), { id: shareId, content: '我也想学' }, outsider);
    expect(outsiderComment.success).toBe(true);

    const inbox = (await t.post(api('messages'), {}, me)).content;
    expect(inbox.unread).toBe(2);
    expect(inbox.list.map((m: { comment: { content: string } }) => m.comment.content)).toEqual(['我也想学', '海龟好可爱！']);
    // The other school's commenter shows with name and school only.
    expect(inbox.list[0].comment.author).toMatchObject({ schoolName: '另一所学校', className: null });
    const classmateInbox = (await t.post(api('messages'), {}, classmate)).content;
    expect(classmateInbox.list).toEqual([expect.objectContaining({ isReply: true, comment: expect.objectContaining({ content: '谢谢你～' }) })]);
    await t.post(api('readMessages'), { ids: [inbox.list[0].id] }, me);
    expect((await t.post(api('messages'), { unreadOnly: true }, me)).content.total).toBe(1);
    await t.post(api('readMessages'), { all: true }, me);
    expect((await t.post(api('access'), {}, me)).content.unread).toBe(0);

    // A report: counted once per student, seen by the teacher only.
    for (let i = 0; i < 2; i++) expect((await t.post(api('reportComment'), { commentId: outsiderComment.content.id, reason: '不友好' }, third)).success).toBe(true);
    const forTeacher = (await t.post(api('comments'), { id: shareId }, teacher)).content.list.find((c: { id: number }) => c.id === outsiderComment.content.id);
    expect(forTeacher.reports).toBe(1);
    expect((await t.post(api('comments'), { id: shareId }, third)).content.list.find((c: { id: number }) => c.id === outsiderComment.content.id).reports).toBe(0);
    // A student cannot hide; another school's staff cannot hide this school's comment; the teacher can.
    expect((await t.post(api('hideComment'), { commentId: first.content.id }, third)).success).toBe(false);
    expect((await t.post(api('hideComment'), { commentId: first.content.id }, outsiderPrincipal)).code).toBe('NotFound');
    expect((await t.post(api('hideComment'), { commentId: outsiderComment.content.id }, teacher)).success).toBe(true);
    let list = (await t.post(api('comments'), { id: shareId }, outsider)).content;
    expect(list.list.map((c: { content: string }) => c.content)).toEqual(['谢谢你～', '海龟好可爱！']);
    expect(list.total).toBe(2);
    // Only the author or the work's owner deletes.
    expect((await t.post(api('deleteComment'), { commentId: first.content.id }, third)).message).toBe(commentMessages.notYours);
    expect((await t.post(api('deleteComment'), { commentId: first.content.id }, me)).success).toBe(true);
    list = (await t.post(api('comments'), { id: shareId }, classmate)).content;
    expect(list.list.map((c: { content: string }) => c.content)).toEqual(['谢谢你～']);
    expect((await t.post(api('project'), { id: shareId }, classmate)).content.commentCount).toBe(1);
    const [hidden] = await t.database.db.select().from(communityComments).where(eq(communityComments.id, outsiderComment.content.id));
    expect(hidden.hiddenAt).not.toBeNull();
  });

  it('limits how fast a student comments', async () => {
    const answers = [];
    for (let i = 0; i <= commentsPerMinute; i++) answers.push(await t.post(api('comment'), { id: shareId, content: `第${i}条` }, third));
    expect(answers.slice(0, commentsPerMinute).every((a) => a.success)).toBe(true);
    expect(answers[commentsPerMinute]).toMatchObject({ success: false, message: commentMessages.tooFast });
  });

  it('pages comments by id', async () => {
    const first = (await t.post(api('comments'), { id: shareId, pageSize: 2 }, me)).content;
    expect(first.list).toHaveLength(2);
    const next = (await t.post(api('comments'), { id: shareId, pageSize: 2, beforeId: first.nextBeforeId }, me)).content;
    expect(next.list[0].id).toBeLessThan(first.list[1].id);
  });

  it('remixes a work into my works, and a work in the recycle bin leaves the community', async () => {
    const copy = await t.post(api('remix'), { id: shareId }, outsider);
    expect(copy.content).toMatchObject({ title: '会跳舞的海龟（改编）', source: 'print("跳舞")', studentName: '外校学生' });
    await t.post('/java-api/student/work/deletePython', { id: workId }, me);
    expect((await t.post(api('project'), { id: shareId }, classmate)).code).toBe('NotFound');
    expect(await titles(classmate)).not.toContain('会跳舞的海龟');
    await t.post('/java-api/student/userOperate/restoreWork', { id: workId }, me);
    expect(await titles(classmate)).toContain('会跳舞的海龟');
  });

  it('wears an owned decoration only; the worn title shows on the author', async () => {
    const db = t.database.db;
    const [student] = await db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
    const [title] = await db.insert(schoolProducts).values({ schoolId: student.schoolId, name: '编程小达人', pictureUrl: '/uploads/title.png', price: 10, stock: 5, decoration: 1, cueWord: '编程小达人' }).returning();
    const [image] = await db.insert(schoolProducts).values({ schoolId: student.schoolId, name: '宇航员头像', pictureUrl: '/uploads/astronaut.png', price: 10, stock: 5, decoration: 3 }).returning();
    expect((await t.post('/java-api/student/order/updateWearState', { category: 1, productId: title.id }, me)).success).toBe(false);
    await db.insert(pointOrders).values({ schoolId: student.schoolId, campusId: student.campusId, studentId: student.id, productId: title.id, quantity: 1, coins: 10, state: 1 });
    await db.insert(pointOrders).values({ schoolId: student.schoolId, campusId: student.campusId, studentId: student.id, productId: image.id, quantity: 1, coins: 10, state: 0 });
    const state = (await t.post('/java-api/student/order/wearState', {}, me)).content;
    expect(state.owned.map((d: { name: string }) => d.name)).toEqual(['编程小达人']);
    expect((await t.post('/java-api/student/order/updateWearState', { category: 3, productId: title.id }, me)).success).toBe(false);
    expect((await t.post('/java-api/student/order/updateWearState', { category: 3, productId: image.id }, me)).success).toBe(false);
    const worn = await t.post('/java-api/student/order/updateWearState', { category: 1, productId: title.id }, me);
    expect(worn.content.worn.map((d: { name: string }) => d.name)).toEqual(['编程小达人']);
    expect((await t.post(api('project'), { id: shareId }, outsider)).content.author.title).toBe('编程小达人');
    expect((await t.post('/java-api/student/order/updateWearState', { category: 1, productId: null }, me)).content.worn).toEqual([]);
  });

  it("the principal sets the school's zone footer; a teacher without the setting cannot; other schools never see it", async () => {
    const principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    expect((await t.post('/java-api/school/edu/updateZoneFooter', { footer: '示范编程学校 · 快乐编程' }, principal)).success).toBe(true);
    expect((await t.post(api('access'), {}, me)).content.footer).toBe('示范编程学校 · 快乐编程');
    expect((await t.post(api('access'), {}, outsider)).content.footer).toBeNull();
    expect((await t.post('/java-api/school/edu/updateZoneFooter', { footer: '改掉' }, teacher)).message).toBe('无权限访问');
    expect((await t.post('/java-api/school/edu/updateZoneFooter', { footer: '外校页脚' }, outsiderPrincipal)).success).toBe(true);
    expect((await t.post(api('access'), {}, me)).content.footer).toBe('示范编程学校 · 快乐编程');
  });

  it('another school reaches nothing of this school through any community call, whatever ids it sends', async () => {
    const [privateWork] = [(await t.post('/java-api/student/work/save', { kind: 'cpp', title: '本校秘密', source: 'int main(){}' }, classmate)).content];
    const share = (await t.post(api('share'), { workId: privateWork.id, scope: 'school' }, classmate)).content;
    const comment = (await t.post(api('comment'), { id: share.id, content: '本校留言' }, me)).content;
    for (const token of [outsider, outsiderPrincipal]) {
      const calls = [
        ['project', { id: share.id }], ['comments', { id: share.id }], ['like', { id: share.id, on: true }], ['favourite', { id: share.id, on: true }],
        ['comment', { id: share.id, content: '越界' }], ['remix', { id: share.id }], ['reportComment', { commentId: comment.id }], ['deleteComment', { commentId: comment.id }],
        ['hideComment', { commentId: comment.id }], ['unshare', { workId: privateWork.id }], ['share', { workId: privateWork.id, scope: 'platform' }],
      ] as const;
      for (const [call, body] of calls) {
        const answer = await t.post(api(call), body, token);
        expect(answer.success, `${call}`).toBe(false);
        expect(JSON.stringify(answer)).not.toContain('本校');
      }
      expect(JSON.stringify(await t.post(api('explore'), { pageSize: 48 }, token))).not.toContain('本校秘密');
      expect(JSON.stringify(await t.post(api('home'), {}, token))).not.toContain('本校秘密');
    }
    expect((await t.post(api('comments'), { id: share.id }, classmate)).content.list.map((c: { content: string }) => c.content)).toEqual(['本校留言']);
  });
});
