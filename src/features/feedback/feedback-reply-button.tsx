import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { feedbackMessages } from '../../../shared/account-safety/feedback-rules';
import type { FeedbackItem } from '../../api/generated/api.schemas';
import { feedbackReply } from '../../api/generated/account-safety';
import { content, withFlags } from '../../api/request';

/** Answers one feedback item from the inbox; the sender reads the answer among their own feedback. */
export function FeedbackReplyButton({ item, onReplied }: { item: FeedbackItem; onReplied: () => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(item.reply ?? '');
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const save = async () => {
    if (!text.trim()) {
      void message.warning(feedbackMessages.replyRequired);
      return;
    }
    setSaving(true);
    try {
      await content(feedbackReply({ id: item.id, reply: text }, withFlags({ admin: true, silent: true })));
      setOpen(false);
      onReplied();
    } catch {
      // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)}>
        {item.reply ? '修改回复' : '回复'}
      </Button>
      <Modal title="回复反馈" open={open} onOk={save} onCancel={() => setOpen(false)} confirmLoading={saving} destroyOnHidden>
        <Input.TextArea rows={4} maxLength={2000} showCount value={text} onChange={(e) => setText(e.target.value)} />
      </Modal>
    </>
  );
}
