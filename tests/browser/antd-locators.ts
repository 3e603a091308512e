import type { Page } from 'playwright-core';

/** How long browser tests wait for the app to show something (a loaded machine is slow, not wrong). */
export const poll = { timeout: 15_000 };

/** An antd button by its text; antd puts a space between two Chinese characters of a button. */
export const button = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(text.split('').join('\\s*')) });

/** The primary button of the topmost open dialog. */
export const confirmDialog = (page: Page) => page.locator('.ant-modal:visible .ant-modal-footer .ant-btn-primary').last().click();

/** A visible form item by its exact label (the last one: a dialog's form sits after the page's). */
export const formItem = (page: Page, label: string) => page.locator('.ant-form-item:visible').filter({ has: page.locator(`label:text-is("${label}")`) }).last();

/** The text input of a visible form item. */
export const field = (page: Page, label: string) => formItem(page, label).locator('input, textarea').first();

/**
 * Picks an option (by its title) in a select of the open dialog's form, by the item's label. antd
 * renders only the options in view, so a long list is walked down with the arrow key until it shows.
 */
export async function pickInDialog(page: Page, label: string, option: string) {
  const item = page.locator('.ant-modal:visible .ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) }).last();
  await item.locator('.ant-select').click();
  const choice = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor({ timeout: 15_000 });
  for (let step = 0; step < 60 && (await choice.count()) === 0; step += 1) await page.keyboard.press('ArrowDown');
  await choice.click();
}
