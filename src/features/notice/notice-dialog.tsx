import { Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { noticeMessages } from '../../../shared/account-safety/notice-rules';
import type { Notice } from '../../api/generated/api.schemas';
import { readNotice, unreadNotices } from '../../api/generated/account-safety';
import { content, withFlags } from '../../api/request';
import { safeNoticeHtml } from './notice-html';

/** Unread brief notices one at a time; each is marked read when acknowledged. */
export function NoticeDialog({ onDone }: { onDone: () => void }) {
  const [queue, setQueue] = useState<Notice[] | null>(null);

  useEffect(() => {
    void content(unreadNotices(withFlags({ silent: true })))
      .then((info) => setQueue(info.noticeInfo))
      .catch(onDone);
  }, [onDone]);

  useEffect(() => {
    if (queue && queue.length === 0) onDone();
  }, [queue, onDone]);

  const notice = queue?.[0];
  if (!notice) return null;
  const acknowledge = () => {
    void readNotice({ id: notice.id }, withFlags({ silent: true })).catch(() => undefined);
    setQueue((q) => (q ? q.slice(1) : q));
  };
  return (
    <Modal title={notice.title} open closable={false} maskClosable={false} footer={<Button type="primary" onClick={acknowledge}>{noticeMessages.markRead}</Button>}>
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: safeNoticeHtml(notice.content) }} />
      </Typography>
    </Modal>
  );
}
