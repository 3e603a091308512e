import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * A student buys a decoration in the star-coin centre (星币中心), the school approves the order,
 * and the student wears it on 头像装扮: the title shows next to their name on the community's head.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };

it('a student buys a title in the star-coin centre and wears it on the community avatar page', { timeout: 240_000 }, async () => {
  const staff = (await product.api('/java-api/school/tch/login', { userName: demoAccounts.principal.userName, password: encodePasswordForTransport(demoAccounts.principal.password) })).content.token as string;
  const made = await product.api('/java-api/school/product/create', { name: '星光称号卡', pictureUrl: '/favicon.svg', price: 30, stock: 5, state: 1, decoration: 1, cueWord: '代码小星星' }, staff);
  expect(made.success, made.message).toBe(true);
  const pupils = await product.api('/java-api/school/stu/queryList', { keyword: demoAccounts.student.userName }, staff);
  const studentId = pupils.content.list.find((s: { userName: string }) => s.userName === demoAccounts.student.userName).id;
  expect((await product.api('/java-api/school/starGrant/activeGrant', { studentId, amount: 50, reason: '课堂表现好' }, staff)).success).toBe(true);

  const { context, page } = await product.newPage();
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/code-classroom-stu/stuStarCoinCenter');
  const card = page.locator('div', { has: page.getByText('星光称号卡', { exact: true }) }).filter({ has: page.getByRole('button', { name: '兑 换' }) }).last();
  await card.getByRole('button', { name: '兑 换' }).click();
  await page.getByText('兑换申请已提交，等待老师审核').waitFor(poll);

  // The school approves the order (兑换订单); the decoration is then the student's.
  const orders = await product.api('/java-api/school/order/queryList', {}, staff);
  const order = orders.content.list.find((o: { productName?: string; productId: number }) => o.productId === made.content.id);
  expect((await product.api('/java-api/school/order/approval', { id: order.id }, staff)).success).toBe(true);

  await page.goto('/community/avatar');
  const decoration = page.getByTestId('decoration').filter({ hasText: '代码小星星' });
  await decoration.waitFor(poll);
  await decoration.getByRole('button', { name: '穿 戴' }).click();
  await page.getByText('已穿戴「星光称号卡」').waitFor(poll);
  await expect.poll(() => page.getByTestId('community-header').textContent(), poll).toContain('代码小星星');
  await expect.poll(() => decoration.getByRole('button', { name: '取 下' }).count(), poll).toBe(1);
  await page.screenshot({ path: '/tmp/community-avatar-worn.png', fullPage: true });
  // Worn, it stays after a reload, and others see it next to the name too.
  await page.reload();
  await expect.poll(() => page.getByTestId('community-header').textContent(), poll).toContain('代码小星星');
  await context.close();
});
