import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';
import { poll } from './antd-locators';

/**
 * The national distribution screens draw the demo school's counts on the map of China: the
 * administrator puts the school in 浙江 and the map shades that province with its students.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());


describe('national distribution', () => {
  it('shows the demo school on the map of China', async () => {
    const admin = (await product.api('/java-api/auth/new/login', { userName: demoAccounts.admin.userName, password: encodePasswordForTransport(demoAccounts.admin.password), captchaVerifyParam: '' })).content.token as string;
    const [demo] = (await product.api('/java-api/admin/edu/queryList', { keyword: '示范编程学校' }, admin)).content.list;
    expect((await product.api('/java-api/admin/edu/updateTry', { id: demo.id, name: demo.name, packageId: demo.packageId, province: '浙江' }, admin)).success).toBe(true);
    const counts = (await product.api('/java-api/admin/analytics/distribution', undefined, admin)).content;
    const zhejiang = counts.find((r: { province: string | null }) => r.province === '浙江');
    expect(zhejiang.students).toBeGreaterThan(0);

    const { context, page } = await product.newPage();
    await signIn(page, 'admin', demoAccounts.admin.userName, demoAccounts.admin.password);
    await page.waitForURL('**/background/data-analysis');
    await page.goto('/background/userIpRecord/nationalStudentDistribution');
    const map = page.locator('[aria-label="各省学生数地图"] svg');
    // One outline per province of the map file, drawn by echarts once the map chunk has loaded.
    await expect.poll(() => map.locator('path').count(), poll).toBeGreaterThanOrEqual(34);
    // The scale runs from 0 to the largest province count: the demo school's students.
    await expect.poll(() => map.locator('text').allTextContents(), poll).toContain(String(zhejiang.students));
    await expect.poll(() => page.locator('tr', { hasText: '浙江' }).locator('td').allTextContents(), poll).toEqual(['浙江', '1', String(zhejiang.campuses), String(zhejiang.students)]);
    await context.close();
  });
});
