import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../test/envelope';
import { signInAdmin } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

/**
 * The back office's school form picks its package among those on sale (meal/queryValidList), the
 * filter of the school list among all; a school holding a withdrawn package still shows its name.
 */
const onSale = { id: 1, name: '标准套餐', remark: null, valid: 1, createdAt: '2026-01-01T00:00:00Z' };
const withdrawn = { id: 5, name: '旧版套餐', remark: null, valid: 0, createdAt: '2025-01-01T00:00:00Z' };
const otherWithdrawn = { id: 6, name: '暑期套餐', remark: null, valid: 0, createdAt: '2025-06-01T00:00:00Z' };
const switches = { pointAuth: false, encryption: false, ojAnalysis: false, zoneShare: false, testcaseView: false, keepPaper: false, prepareContent: false, showHint: false, studentAuth: false, headerSet: false, rankTotal: false };
const school = { id: 9, name: '老牌编程学校', domain: null, province: null, trial: false, trialEndDate: null, packageId: 5, packageName: '旧版套餐', contactName: null, contactPhone: null, state: 1, createdAt: '2025-02-01T00:00:00Z', ...switches };

beforeEach(() => {
  const page = (rows: unknown[]) => ok({ list: rows, total: rows.length, pageNum: 1, pageSize: 20 });
  server.use(
    http.post('*/java-api/admin/edu/queryList', () => page([school])),
    http.post('*/java-api/admin/edu/schoolInfo', () => ok(school)),
    http.post('*/java-api/admin/meal/queryValidList', () => page([onSale])),
    http.post('*/java-api/admin/meal/queryList', () => page([onSale, withdrawn, otherWithdrawn])),
    http.post('*/java-api/admin/meal/viewDetail', async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      return ok([onSale, withdrawn, otherWithdrawn].find((p) => p.id === id));
    }),
  );
});

/** Opens an antd select for the first time and answers the option labels of its dropdown (a new portal). */
async function optionsOf(select: HTMLElement): Promise<string[]> {
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector')!);
  const dropdown = await waitFor(() => {
    const opened = document.querySelectorAll('.ant-select-dropdown')[before];
    expect(opened?.querySelector('.ant-select-item-option')).toBeTruthy();
    return opened;
  });
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? o.textContent ?? '');
}

const packageSelectIn = (root: HTMLElement) => within(root).getByText('套餐', { selector: 'label' }).closest('.ant-form-item')!.querySelector<HTMLElement>('.ant-select')!;

describe('the school form package picker', () => {
  it('editing a school on a withdrawn package shows its name and offers only packages on sale', { timeout: 30000 }, async () => {
    signInAdmin();
    renderApp('/background/BranchManagement');
    const row = (await screen.findByText('老牌编程学校', undefined, { timeout: 15000 })).closest('tr')!;
    fireEvent.click(within(row).getByText('编辑'));
    const dialog = (await screen.findByText('编辑学校')).closest<HTMLElement>('.ant-modal')!;
    // The form is filled once the detail arrives: read the select afresh until it shows the name.
    await waitFor(() => expect(packageSelectIn(dialog).querySelector('.ant-select-selection-item')?.textContent).toBe('旧版套餐'));
    // The packages on sale, and the kept one as the current value (from its detail); no other withdrawn one.
    expect(await optionsOf(packageSelectIn(dialog))).toEqual(['标准套餐', '旧版套餐']);
  });

  it('a new school picks among the packages on sale; the list filter among all', { timeout: 30000 }, async () => {
    signInAdmin();
    const { container } = renderApp('/background/BranchManagement');
    await screen.findByText('老牌编程学校', undefined, { timeout: 15000 });
    const filter = packageSelectIn(container.querySelector<HTMLElement>('.ant-form-inline')!);
    expect(await optionsOf(filter)).toEqual(['标准套餐', '旧版套餐', '暑期套餐']);

    fireEvent.click(screen.getByRole('button', { name: /新增学校/ }));
    const dialog = (await screen.findByText('新增学校', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    expect(await optionsOf(packageSelectIn(dialog))).toEqual(['标准套餐']);
  });
});
