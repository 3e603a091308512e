import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { storageNotice } from './storage-notice';

/** Shows the section-4 notice when another tab changes the session; one dialog at a time. */
export function useOtherTabSession(goTo: (path: string) => void = (path) => window.location.assign(path)): void {
  const { modal } = App.useApp();
  const open = useRef(false);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const notice = storageNotice(event, window.location.pathname);
      if (!notice || open.current) return;
      open.current = true;
      modal.warning({
        title: notice.title,
        content: notice.content,
        okText: '确定',
        onOk: () => {
          open.current = false;
          goTo(notice.target);
        },
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [modal, goTo]);
}
