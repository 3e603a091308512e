import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, pointOrders, schools, students } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { principal } = demoAccounts;
const call = (path: string) => `/java-api/school/${path}`;

/**
 * Star coins (section 7 Points): school products, the ledger and balances, orders whose
 * approval deducts coins and stock exactly once, all behind the points authorization and
 * confined to the school.
 */
describe.each(backends)('star coins on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let demoSchoolId: number;
  let studentId: number;
  let otherSchool: Awaited<ReturnType<typeof addOtherSchool>>;

  const balance = async (id = studentId) => {
    const answer = await t.post(call('stuStar/queryList'), { studentId: id }, token);
    if (!answer.success) throw new Error(answer.message);
    return answer.content.list[0]?.balance ?? 0;
  };
  const newProduct = async (price: number, stock: number) =>
    (await t.post(call('product/create'), { name: `贴纸${price}-${stock}`, pictureUrl: 'https://cdn.example.com/sticker.png', price, stock, state: 1 }, token)).content;
  /** Orders come from the students' side (not built here): written straight to the table. */
  const newOrder = async (productId: number, quantity: number, schoolId = demoSchoolId, student = studentId) => {
    const [order] = await t.database.db.insert(pointOrders).values({ schoolId, studentId: student, productId, quantity }).returning();
    return order.id;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    otherSchool = await addOtherSchool(t.database.db);
    await t.database.db.update(schools).set({ pointAuth: true }).where(eq(schools.id, otherSchool.school.id));
    await t.database.db.update(campuses).set({ pointsAuth: true }).where(eq(campuses.id, otherSchool.campus.id));
    token = await staffToken(t, principal.userName, principal.password);
    otherToken = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const [demo] = await t.database.db.select().from(schools).where(eq(schools.domain, 'demo'));
    demoSchoolId = demo.id;
    const [student] = await t.database.db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
    studentId = student.id;
  });
  afterAll(() => t.close());

  it('the demo school starts with a product, two students with coins from the ledger and an order waiting', async () => {
    const ranking = (await t.post(call('stuStar/queryList'), {}, token)).content.list;
    expect(ranking.map((r: { studentName: string; balance: number }) => [r.studentName, r.balance])).toEqual([['刘小红', 50], ['陈小刚', 30]]);
    const orders = (await t.post(call('order/queryList'), { state: 0 }, token)).content.list;
    expect(orders.map((o: { productName: string; coins: number }) => [o.productName, o.coins])).toEqual([['校徽贴纸', 20]]);
  });

  it('grants and deductions move the balance; a deduction beyond it is refused and deleting a grant takes it back', async () => {
    const start = await balance();
    const grant = await t.post(call('starGrant/activeGrant'), { studentId, amount: 30, reason: '课堂表现优秀' }, token);
    expect(grant.success).toBe(true);
    expect(grant.content.studentName).toBeTruthy();
    expect(await balance()).toBe(start + 30);
    const short = await t.post(call('starGrant/activeGrant'), { studentId, amount: -(start + 31), reason: '扣除' }, token);
    expect(short.code).toBe('StarGrantFailure');
    expect(await balance()).toBe(start + 30);
    const ledger = (await t.post(call('starGrant/queryList'), { studentId }, token)).content.list;
    expect(ledger.map((r: { reason: string }) => r.reason)).toEqual(['课堂表现优秀']);
    expect((await t.post(call('starGrant/delete'), { id: grant.content.id }, token)).success).toBe(true);
    expect(await balance()).toBe(start);
  });

  it('approval deducts coins and stock exactly once, and is refused when either is short', async () => {
    await t.post(call('starGrant/activeGrant'), { studentId, amount: 100, reason: '期末奖励' }, token);
    const before = await balance();
    const product = await newProduct(30, 2);
    const orderId = await newOrder(product.id, 2);
    const approved = await t.post(call('order/approval'), { id: orderId }, token);
    expect(approved.content).toMatchObject({ state: 1, coins: 60, productName: product.name });
    expect(await balance()).toBe(before - 60);
    expect((await t.post(call('product/viewDetail'), { id: product.id }, token)).content.stock).toBe(0);
    // A second approval of the same order changes nothing.
    expect((await t.post(call('order/approval'), { id: orderId }, token)).code).toBe('ActionFailure');
    expect(await balance()).toBe(before - 60);

    // Two reviewers approving the same order at once: one wins, the coins go once.
    const racedProduct = await newProduct(5, 10);
    const raced = await newOrder(racedProduct.id, 1);
    const beforeRace = await balance();
    const answers = await Promise.all([1, 2, 3].map(() => t.post(call('order/approval'), { id: raced }, token)));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.code)).toEqual(['ActionFailure', 'ActionFailure']);
    expect(await balance()).toBe(beforeRace - 5);
    expect((await t.post(call('product/viewDetail'), { id: racedProduct.id }, token)).content.stock).toBe(9);
    await t.post(call('starGrant/activeGrant'), { studentId, amount: 5, reason: '补回' }, token);

    // Out of stock.
    const noStock = await t.post(call('order/approval'), { id: await newOrder(product.id, 1) }, token);
    expect(noStock.code).toBe('StarGrantFailure');
    expect(noStock.message).toBe('商品库存不足');
    // Not enough coins: nothing moves, the order stays pending.
    const dear = await newProduct(before, 5);
    const poorOrder = await newOrder(dear.id, 1);
    const poor = await t.post(call('order/approval'), { id: poorOrder }, token);
    expect(poor.message).toBe('星币余额不足');
    expect(await balance()).toBe(before - 60);
    expect((await t.post(call('product/viewDetail'), { id: dear.id }, token)).content.stock).toBe(5);
    expect((await t.post(call('order/checkDetail'), { id: poorOrder }, token)).content.state).toBe(0);
    // A remark, then a rejection.
    expect((await t.post(call('order/editRemark'), { id: poorOrder, remark: '余额不足，请先攒星币' }, token)).content.remark).toBe('余额不足，请先攒星币');
    expect((await t.post(call('order/reject'), { id: poorOrder }, token)).content.state).toBe(2);
  });

  it('a student asks for a product on sale through exchange; the order waits for approval', async () => {
    const studentToken = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    const product = await newProduct(3, 4);
    const order = await t.post('/java-api/student/order/exchange', { productId: product.id, quantity: 2 }, studentToken);
    expect(order.content).toMatchObject({ state: 0, coins: 6, quantity: 2, studentId, productName: product.name });
    expect((await t.post(call('order/checkDetail'), { id: order.content.id }, token)).content.studentName).toBe('张小明');
    // Off sale, or another school's: no such product for the student.
    await t.post(call('product/edit'), { id: product.id, state: 0 }, token);
    expect((await t.post('/java-api/student/order/exchange', { productId: product.id, quantity: 1 }, studentToken)).code).toBe('NotFound');
  });

  it('a second school sees and changes nothing of the first', async () => {
    const product = await newProduct(1, 10);
    const orderId = await newOrder(product.id, 1);
    expect((await t.post(call('product/queryList'), {}, otherToken)).content.list).toEqual([]);
    expect((await t.post(call('order/queryList'), {}, otherToken)).content.list).toEqual([]);
    expect((await t.post(call('stuStar/queryList'), {}, otherToken)).content.list).toEqual([]);
    expect((await t.post(call('product/edit'), { id: product.id, stock: 0 }, otherToken)).code).toBe('NotFound');
    expect((await t.post(call('order/approval'), { id: orderId }, otherToken)).code).toBe('NotFound');
    expect((await t.post(call('starGrant/activeGrant'), { studentId, amount: 5, reason: '越权' }, otherToken)).code).toBe('InvalidParameter');
    const grant = (await t.post(call('starGrant/queryList'), {}, token)).content.list[0];
    if (grant) expect((await t.post(call('starGrant/delete'), { id: grant.id }, otherToken)).code).toBe('NotFound');
    expect((await t.post(call('product/viewDetail'), { id: product.id }, token)).content.stock).toBe(10);
    expect((await t.post(call('order/checkDetail'), { id: orderId }, token)).content.state).toBe(0);
    // The other school's own grant lands in its own ranking only.
    await t.post(call('starGrant/activeGrant'), { studentId: otherSchool.student.id, amount: 7, reason: '外校奖励' }, otherToken);
    expect((await t.post(call('stuStar/queryList'), {}, otherToken)).content.list.map((r: { balance: number }) => r.balance)).toEqual([7]);
    expect((await t.post(call('stuStar/queryList'), { studentId: otherSchool.student.id }, token)).content.list).toEqual([]);
  });

  it('star rules: one row per campus, edited in place', async () => {
    const [{ campusId }] = await t.database.db.select({ campusId: students.campusId }).from(students).where(eq(students.id, studentId));
    // The demo campus starts with the default rules.
    const [rule] = (await t.post(call('eduCampus/starRule/queryList'), { campusId }, token)).content.list;
    expect(rule).toMatchObject({ campusId, signCoins: 1, ojProblemCoins: 2, examCoins: 5 });
    expect((await t.post(call('eduCampus/starRule/create'), { campusId, signCoins: 9 }, token)).success).toBe(false);
    expect((await t.post(call('eduCampus/starRule/edit'), { id: rule.id, examCoins: 8 }, token)).content.examCoins).toBe(8);
    expect((await t.post(call('eduCampus/starRule/queryList'), {}, otherToken)).content.list).toEqual([]);
    expect((await t.post(call('eduCampus/starRule/edit'), { id: rule.id, examCoins: 0 }, otherToken)).code).toBe('NotFound');
    expect((await t.post(call('eduCampus/starRule/detail'), { id: rule.id }, token)).content.examCoins).toBe(8);
  });

  it('a campus without the points authorization: its students neither earn nor redeem coins', async () => {
    const [{ campusId }] = await t.database.db.select({ campusId: students.campusId }).from(students).where(eq(students.id, studentId));
    const product = await newProduct(1, 10);
    const studentToken = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    const start = await balance();
    await t.database.db.update(campuses).set({ pointsAuth: false }).where(eq(campuses.id, campusId!));
    try {
      const grant = await t.post(call('starGrant/activeGrant'), { studentId, amount: 5, reason: '奖励' }, token);
      expect([grant.code, grant.message]).toEqual(['StarGrantFailure', '该学员所在校区未开通积分授权']);
      expect((await t.post('/java-api/student/order/exchange', { productId: product.id, quantity: 1 }, studentToken)).code).toBe('StarGrantFailure');
      expect(await balance()).toBe(start);
    } finally {
      await t.database.db.update(campuses).set({ pointsAuth: true }).where(eq(campuses.id, campusId!));
    }
    expect((await t.post(call('starGrant/activeGrant'), { studentId, amount: 5, reason: '奖励' }, token)).success).toBe(true);
  });

  it('without the points authorization every star-coin call is refused', async () => {
    await t.database.db.update(schools).set({ pointAuth: false }).where(eq(schools.id, demoSchoolId));
    try {
      for (const path of ['product/queryList', 'stuStar/queryList', 'starGrant/queryList', 'order/queryList', 'eduCampus/starRule/queryList']) {
        const answer = await t.post(call(path), {}, token);
        expect(answer.code, path).toBe('AuthFailure');
      }
      expect((await t.post(call('starGrant/activeGrant'), { studentId, amount: 1, reason: '奖励' }, token)).code).toBe('AuthFailure');
      const studentToken = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
      expect((await t.post('/java-api/student/order/exchange', { productId: 1, quantity: 1 }, studentToken)).code).toBe('AuthFailure');
    } finally {
      await t.database.db.update(schools).set({ pointAuth: true }).where(eq(schools.id, demoSchoolId));
    }
  });
});
