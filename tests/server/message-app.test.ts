import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, messageOutbox, messageTemplates, operationLogs, staff, students, wechatBindTokens, wechatBindings } from '../../server/db/schema';
import type { MessageAppProvider } from '../../server/features/message-app/message-app-provider';
import { dispatchDue, withdrawnMessages } from '../../server/features/message-app/message-dispatcher';
import { wechatSignature } from '../../server/features/message-app/wechat-signature';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { financeCall, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const secret = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6';
const msgApp = (call: string) => `/java-api/school/msgApp/${call}`;

/**
 * 微信服务号 (issue decision "vxservice"): binding QR codes whose single-use, expiring token only
 * WeChat's signed callback turns into a binding; template messages queued in the sign-in, charge
 * and exam-result transactions when the school's switches allow; the dispatcher's retries and
 * failure reasons; one school never seeing another's bindings or messages; the secret never answered.
 */
describe.each(backends)('the message app on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  let intruder: string;
  let callbackToken: string;
  let classId: number;
  const settings = { appId: 'wx1234567890abcdef', qrCode: null, enabled: true, notifySignIn: true, notifyReceipt: true, notifyExam: true };
  const save = (body: Record<string, unknown>) => t.post(msgApp('save'), { ...settings, ...body }, f.token);
  const signed = (query: Record<string, string>, token = callbackToken) => new URLSearchParams({ ...query, signature: wechatSignature(token, query.timestamp, query.nonce) }).toString();
  const push = (schoolId: number, xml: string, token = callbackToken) =>
    t.app.inject({ method: 'POST', url: `/api/wechat/callback/${schoolId}?${signed({ timestamp: '1700000000', nonce: `n${Math.random()}` }, token)}`, headers: { 'content-type': 'text/xml' }, payload: xml });
  const scan = (schoolId: number, openid: string, eventKey: string, event = 'subscribe') =>
    push(schoolId, `<xml><ToUserName><![CDATA[gh_school]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName><CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event><EventKey><![CDATA[${eventKey}]]></EventKey></xml>`);
  const sceneOf = (qr: { content: string }) => qr.content.replace('wechat-bind:', '');
  const outbox = (kind?: string) => t.database.db.select().from(messageOutbox).where(kind ? eq(messageOutbox.kind, kind as 'signIn') : undefined).orderBy(messageOutbox.id);
  const bindGuardian = async (studentId: number, openid: string) => {
    const qr = await t.post(msgApp('bindQr'), { personKind: 'guardian', studentId }, f.token);
    expect(qr.success, qr.message).toBe(true);
    expect((await scan(f.schoolId, openid, `qrscene_${sceneOf(qr.content)}`)).body).toBe('success');
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
    await addOtherSchool(t.database.db);
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const saved = await save({ appSecret: secret });
    expect(saved.success, saved.message).toBe(true);
    callbackToken = saved.content.callbackToken;
    [{ classId }] = (await t.database.db.select({ classId: students.classId }).from(students).where(eq(students.id, f.studentId))) as Array<{ classId: number }>;
  }, 120_000);
  afterAll(() => t?.close());

  it("answers WeChat's server verification only with the school's token, and refuses forged, oversized and entity-laden pushes", async () => {
    expect(callbackToken).toMatch(/^[0-9a-f]{32}$/);
    const query = { timestamp: '1700000000', nonce: 'abc', echostr: 'echo-123' };
    const good = await t.app.inject({ method: 'GET', url: `/api/wechat/callback/${f.schoolId}?${signed(query)}` });
    expect([good.statusCode, good.body]).toEqual([200, 'echo-123']);
    const forged = await t.app.inject({ method: 'GET', url: `/api/wechat/callback/${f.schoolId}?${signed(query, 'not-the-token')}` });
    expect([forged.statusCode, forged.body]).toEqual([403, '签名校验失败']);
    expect((await t.app.inject({ method: 'GET', url: `/api/wechat/callback/999999?${signed(query)}` })).statusCode).toBe(403);
    expect((await push(f.schoolId, '<xml><FromUserName>o</FromUserName></xml>', 'not-the-token')).statusCode).toBe(403);
    const entity = await push(f.schoolId, '<!DOCTYPE xml [<!ENTITY a "b">]><xml><FromUserName>&a;</FromUserName><MsgType>event</MsgType></xml>');
    expect(entity.statusCode).toBe(400);
    // Bigger than any WeChat push: refused before it is read (the server's failures answer an envelope).
    const big = await push(f.schoolId, `<xml>${'x'.repeat(20_000)}</xml>`);
    expect(big.json()).toMatchObject({ success: false });
  });

  it('binds a staff member through a single-use, expiring QR token, refusing forged and other schools\' tokens', async () => {
    const qr = await t.post(msgApp('bindQr'), { personKind: 'staff' }, f.token);
    expect(qr.content).toMatchObject({ provider: 'log', personName: expect.any(String) });
    expect(qr.content.content).toMatch(/^wechat-bind:bind_[A-Za-z0-9_-]{32}$/);
    const scene = sceneOf(qr.content);
    // Another school's callback cannot use this school's token.
    const [other] = await t.database.db.select({ schoolId: staff.schoolId }).from(staff).where(eq(staff.userName, otherPrincipal.userName));
    await t.post(msgApp('save'), { ...settings, appSecret: secret }, intruder);
    const otherToken = (await t.post(msgApp('detail'), {}, intruder)).content.callbackToken;
    expect((await push(other.schoolId, `<xml><FromUserName>o-thief</FromUserName><MsgType>event</MsgType><Event>SCAN</Event><EventKey>${scene}</EventKey></xml>`, otherToken)).body).toBe('success');
    expect(await t.database.db.select().from(wechatBindings)).toEqual([]);
    // Forged token: nothing bound.
    await scan(f.schoolId, 'o-forger', 'qrscene_bind_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await t.database.db.select().from(wechatBindings)).toEqual([]);
    // The real scan binds; the same token a second time binds nobody else.
    await scan(f.schoolId, 'o-principal-1', scene, 'SCAN');
    await scan(f.schoolId, 'o-someone-else', `qrscene_${scene}`);
    const bound = await t.post(msgApp('bindings'), {}, f.token);
    expect(bound.content).toEqual([expect.objectContaining({ personKind: 'staff', openid: 'o-pr…al-1' })]);
    // An expired token binds nobody.
    const late = await t.post(msgApp('bindQr'), { personKind: 'staff' }, f.token);
    await t.database.db.update(wechatBindTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await scan(f.schoolId, 'o-late', `qrscene_${sceneOf(late.content)}`);
    expect((await t.post(msgApp('bindings'), {}, f.token)).content).toHaveLength(1);
    // Another school sees none of it, nor can it unbind it.
    expect((await t.post(msgApp('bindings'), {}, intruder)).content).toEqual([]);
    expect((await t.post(msgApp('unbind'), { id: bound.content[0].id }, intruder)).message).toBe('绑定记录不存在');
    expect((await t.post(msgApp('bindQr'), { personKind: 'guardian', studentId: f.studentId }, intruder)).message).toBe('学员不存在');
  });

  it('queues one sign-in message per bound guardian in the sign-in, only when enabled and switched on', async () => {
    const pupils = await t.database.db.select({ id: students.id }).from(students).where(eq(students.classId, classId)).orderBy(students.id);
    await bindGuardian(pupils[0].id, 'o-mum');
    await bindGuardian(pupils[0].id, 'o-dad');
    await bindGuardian(pupils[1].id, 'o-grandma');
    let day = 1;
    const signLesson = async () => {
      const plan = await t.post(financeCall('teachPlan/create'), { classId, courseId: f.scratch.id, lessonDate: `2027-05-${String(day++).padStart(2, '0')}`, startTime: '09:00', endTime: '10:00', hours: 0 }, f.token);
      expect(plan.success, plan.message).toBe(true);
      const answer = await t.post(financeCall('teachPlan/sign'), { planId: plan.content.id, records: pupils.map((p, i) => ({ studentId: p.id, status: i === 1 ? 2 : 1 })) }, f.token);
      expect(answer.success, answer.message).toBe(true);
    };
    await signLesson();
    const rows = await outbox('signIn');
    expect(rows.map((r) => [r.openid, r.state, r.fields.status])).toEqual([
      ['o-mum', 1, '出勤'],
      ['o-dad', 1, '出勤'],
      ['o-grandma', 1, '迟到'],
    ]);
    const [cls] = await t.database.db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId));
    expect(rows[0].title).toContain(`已签到：${cls.name}，2027-05-01 09:00，出勤`);
    await save({ notifySignIn: false });
    await signLesson();
    await save({ notifySignIn: true, enabled: false });
    await signLesson();
    expect(await outbox('signIn')).toHaveLength(3);
    await save({ enabled: true });
  });

  it("queues receipts and exam results with the platform's template, and sends through the dispatcher", async () => {
    await t.database.db.insert(messageTemplates).values({ scope: 2, channel: 'wechat', code: 'receipt', name: '缴费通知', content: '【缴费】{{student}} 已缴 {{amount}} 元，单号 {{receiptNo}}' });
    const charge = await t.post(financeCall('receipt/createCharge'), { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 2 }, paid: 20000 }, f.token);
    expect(charge.success, charge.message).toBe(true);
    const receipts = await outbox('receipt');
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts[0].title).toMatch(/^【缴费】.+ 已缴 200\.00 元，单号 /);

    const exam = await t.post('/java-api/school/exam/save', { kind: 'offline', paperId: null, fullScore: 100, title: '线下期末', durationMinutes: 60, startAt: new Date(Date.now() - 3_600_000).toISOString(), endAt: new Date(Date.now() + 3_600_000).toISOString() }, f.token);
    expect(exam.success, exam.message).toBe(true);
    const id = exam.content.id;
    await t.post('/java-api/school/exam/setStudents', { id, classIds: [classId] }, f.token);
    await t.post('/java-api/school/exam/updatePostState', { id }, f.token);
    const pupils = await t.database.db.select({ id: students.id }).from(students).where(eq(students.classId, classId)).orderBy(students.id);
    await t.post('/java-api/school/exam/offlineScores', { id, scores: [{ studentId: pupils[0].id, score: 92.5 }] }, f.token);
    const published = await t.post('/java-api/school/exam/publishResults', { id }, f.token);
    expect(published.success, published.message).toBe(true);
    expect((await outbox('examResult')).map((r) => [r.openid, r.fields.score, r.fields.exam])).toEqual([
      ['o-mum', '92.5', '线下期末'],
      ['o-dad', '92.5', '线下期末'],
    ]);

    const log: MessageAppProvider = { name: 'log', sendTemplate: async () => undefined, bindQr: async () => ({ content: '', expiresInSeconds: 0 }) };
    const counts = await dispatchDue(t.database.db, log, { batch: 100 });
    expect(counts.sent).toBe((await outbox()).length);
    expect((await outbox()).every((r) => r.state === 2 && r.sentAt && r.provider === 'log')).toBe(true);
  });

  it('retries a failing send with backoff and marks it 失败 with the reason after the last try', async () => {
    const test = await t.post(msgApp('sendTest'), {}, f.token);
    expect(test).toMatchObject({ success: true, content: { queued: 1 } });
    expect((await t.post(msgApp('sendTest'), {}, intruder)).message).toBe('您尚未绑定服务号，请先用微信扫描“我的绑定二维码”');
    const failing: MessageAppProvider = { name: 'wechat', sendTemplate: async () => Promise.reject(new Error('发送模板消息失败：微信返回错误 43004（require subscribe）')), bindQr: async () => ({ content: '', expiresInSeconds: 0 }) };
    expect(await dispatchDue(t.database.db, failing, { maxTries: 2 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.kind, 'test'));
    expect(row).toMatchObject({ state: 1, tries: 1, failure: '第1次发送失败：发送模板消息失败：微信返回错误 43004（require subscribe）' });
    expect(row.nextAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing claimed.
    expect(await dispatchDue(t.database.db, failing, { maxTries: 2 })).toEqual({ sent: 0, retried: 0, failed: 0 });
    await t.database.db.update(messageOutbox).set({ nextAt: new Date(Date.now() - 1000) }).where(eq(messageOutbox.id, row.id));
    expect(await dispatchDue(t.database.db, failing, { maxTries: 2 })).toEqual({ sent: 0, retried: 0, failed: 1 });
    [row] = await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.id, row.id));
    expect(row).toMatchObject({ state: 3, tries: 2, failure: '发送模板消息失败：微信返回错误 43004（require subscribe）' });

    const mine = await t.post(msgApp('outbox'), { state: 3 }, f.token);
    expect(mine.content).toEqual([expect.objectContaining({ id: row.id, kind: 'test', state: 3, failure: row.failure })]);
    expect((await t.post(msgApp('outbox'), {}, intruder)).content).toEqual([]);
  });

  it('does not send a message whose kind, or the whole app, the school switched off after it was queued', async () => {
    const before = (await outbox()).length;
    const pupils = await t.database.db.select({ id: students.id }).from(students).where(eq(students.classId, classId)).orderBy(students.id);
    const plan = await t.post(financeCall('teachPlan/create'), { classId, courseId: f.scratch.id, lessonDate: '2027-06-01', startTime: '09:00', endTime: '10:00', hours: 0 }, f.token);
    expect(plan.success, plan.message).toBe(true);
    expect((await t.post(financeCall('teachPlan/sign'), { planId: plan.content.id, records: pupils.map((p) => ({ studentId: p.id, status: 1 })) }, f.token)).success).toBe(true);
    expect((await t.post(msgApp('sendTest'), {}, f.token)).success).toBe(true);
    await save({ notifySignIn: false });
    const log: MessageAppProvider = { name: 'log', sendTemplate: async () => undefined, bindQr: async () => ({ content: '', expiresInSeconds: 0 }) };
    await dispatchDue(t.database.db, log, { batch: 100 });
    const queued = (await outbox()).slice(before);
    expect(queued.filter((r) => r.kind === 'signIn').length).toBeGreaterThan(0);
    for (const row of queued) expect([row.kind, row.state, row.failure]).toEqual(row.kind === 'signIn' ? ['signIn', 3, withdrawnMessages.kindOff] : ['test', 2, null]);

    await save({ notifySignIn: true });
    const again = await t.post(financeCall('teachPlan/create'), { classId, courseId: f.scratch.id, lessonDate: '2027-06-02', startTime: '09:00', endTime: '10:00', hours: 0 }, f.token);
    expect((await t.post(financeCall('teachPlan/sign'), { planId: again.content.id, records: pupils.map((p) => ({ studentId: p.id, status: 1 })) }, f.token)).success).toBe(true);
    await save({ enabled: false });
    await dispatchDue(t.database.db, log, { batch: 100 });
    expect((await outbox()).at(-1)).toMatchObject({ kind: 'signIn', state: 3, failure: withdrawnMessages.appOff });
    await save({ enabled: true });
  });

  it('never answers nor logs the secret, logs every write, and unbinds', async () => {
    const answers = JSON.stringify([await t.post(msgApp('detail'), {}, f.token), await t.post(msgApp('bindings'), {}, f.token), await t.post(msgApp('outbox'), {}, f.token)]);
    expect(answers).not.toContain(secret);
    expect(answers).not.toContain('o-mum');
    const logs = await t.database.db.select().from(operationLogs).where(eq(operationLogs.schoolId, f.schoolId));
    expect(JSON.stringify(logs)).not.toContain(secret);
    expect(logs.map((l) => l.operation)).toEqual(expect.arrayContaining(['saveMessageApp', 'messageAppBindQr', 'messageAppSendTest']));
    const [mum] = await t.database.db.select().from(wechatBindings).where(and(eq(wechatBindings.openid, 'o-mum')));
    expect((await t.post(msgApp('unbind'), { id: mum.id }, f.token)).success).toBe(true);
    expect((await t.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, 'o-mum')))).toEqual([]);
    // Unfollowing drops the follower's bindings.
    await scan(f.schoolId, 'o-dad', '', 'unsubscribe');
    expect((await t.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, 'o-dad')))).toEqual([]);
  });
});
