import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryMessages } from '../../shared/library/library-rules';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

/** A 1×1 PNG: a real picture the album shows and the share page previews. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** 资源库: a principal creates an album, uploads a picture, shares the album; a stranger opens the link. */
describe('the school resource library in the browser', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());

  it('creates an album, uploads an image into it and opens its share link in a fresh browser', async () => {
    const { page, context } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });

    await page.goto('/school-home-page/addAlbum');
    await page.getByLabel('专辑名称').fill('春季作品展');
    await page.getByLabel('简介').fill('学员的机器人作品照片');
    await page.getByRole('button', { name: /创建专辑/ }).click();
    await page.getByText('点击或拖拽文件到这里上传').waitFor({ timeout: 15000 });
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([{ name: '机器人.png', mimeType: 'image/png', buffer: png }]);
    await page.getByText('已上传').waitFor({ timeout: 15000 });
    await page.locator('.ant-card', { hasText: '机器人.png' }).locator('img').first().waitFor({ timeout: 15000 });

    await page.goto('/school-home-page/resourcesmaterial');
    await page.getByText('春季作品展').first().waitFor({ timeout: 15000 });
    await page.getByText('机器人.png').first().waitFor({ timeout: 15000 });
    await page.getByLabel('分享专辑 春季作品展').click();
    await page.getByRole('button', { name: '生成分享链接' }).click();
    const link = (await page.getByTestId('share-link').innerText({ timeout: 15000 })).trim();
    expect(link).toMatch(/\/s-link\?token=[\w-]{40,}$/);
    await context.close();

    // A fresh browser, nobody signed in: the link opens the album, nothing else.
    const stranger = await product.newPage();
    await stranger.page.goto(link);
    await stranger.page.getByText('春季作品展').first().waitFor({ timeout: 15000 });
    await stranger.page.getByText('机器人.png').first().waitFor({ timeout: 15000 });
    expect(await stranger.page.locator('img[alt="机器人.png"]').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // A forged token says so plainly.
    await stranger.page.goto(`${link.slice(0, -4)}AAAA`);
    await stranger.page.getByText(libraryMessages.shareInvalid).first().waitFor({ timeout: 15000 });
    await stranger.context.close();
  });
});
