import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { App, Button, Space } from 'antd';

/**
 * Refine's notifications through antd's App notification API (so they follow the app's
 * ConfigProvider theme and locale). It renders exactly what @refinedev/antd's
 * useNotificationProvider renders (the message as the body, the description as the title),
 * but is written here because importing that hook puts the whole @refinedev/antd bundle
 * (tables, forms, markdown) into the first load, about 400 KB. Undoable mutations get a
 * notification with a 撤销 button that stays for the undo window.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open({ key, message, description, type, cancelMutation, undoableTimeout }: OpenNotificationParams) {
      if (type === 'progress') {
        notification.open({
          key,
          message: null,
          duration: undoableTimeout ?? 5,
          description: (
            <Space>
              <span>{message}</span>
              <Button
                size="small"
                onClick={() => {
                  cancelMutation?.();
                  if (key) notification.destroy(key);
                }}
              >
                撤销
              </Button>
            </Space>
          ),
        });
        return;
      }
      notification.open({ key, description: message, message: description ?? null, type });
    },
    close(key) {
      notification.destroy(key);
    },
  };
}
