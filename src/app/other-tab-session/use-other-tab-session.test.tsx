import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useOtherTabSession } from './use-other-tab-session';
import { specText } from '../../../tests/fixtures/spec-texts';

function Watcher({ goTo }: { goTo: (path: string) => void }) {
  useOtherTabSession(goTo);
  return null;
}

describe('useOtherTabSession', () => {
  it('another tab signing in as someone else: 账号变更, OK reloads at /login, one dialog at a time', async () => {
    const goTo = vi.fn();
    render(
      <App>
        <Watcher goTo={goTo} />
      </App>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'a', newValue: 'b' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'b', newValue: 'c' }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(specText.messages.accountChangedTitle);
    expect(dialog.textContent).toContain(specText.messages.accountChanged);
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(goTo).toHaveBeenCalledWith('/login');
  });
});
