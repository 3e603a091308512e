import { act, fireEvent, render, screen } from '@testing-library/react';
import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useNotificationProvider } from './notification-provider';

function withProvider(): NotificationProvider {
  let provider: NotificationProvider | undefined;
  function Probe() {
    provider = useNotificationProvider();
    return null;
  }
  render(
    <App>
      <Probe />
    </App>,
  );
  return provider as NotificationProvider;
}

describe('useNotificationProvider', () => {
  it('shows success and error notifications with the message as the body', async () => {
    const provider = withProvider();
    act(() => provider.open({ key: 'a', type: 'success', message: '退出成功' }));
    expect(await screen.findByText('退出成功')).toBeTruthy();
    act(() => provider.open({ key: 'b', type: 'error', message: '保存失败', description: '错误' }));
    expect(await screen.findByText('保存失败')).toBeTruthy();
    expect(screen.getByText('错误')).toBeTruthy();
  });

  it('an undoable mutation can be cancelled with 撤销', async () => {
    const provider = withProvider();
    const cancelMutation = vi.fn();
    act(() => provider.open({ key: 'u', type: 'progress', message: '即将删除', cancelMutation, undoableTimeout: 5 }));
    fireEvent.click(await screen.findByRole('button', { name: /撤\s*销/ }));
    expect(cancelMutation).toHaveBeenCalledTimes(1);
  });
});
