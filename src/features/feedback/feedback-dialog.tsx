import { PlusOutlined } from '@ant-design/icons';
import { App, Form, Input, Modal, Select, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { feedbackContentError, feedbackImageFolder, feedbackLimits, feedbackMessages } from '../../../shared/account-safety/feedback-rules';
import type { FeedbackTag } from '../../api/generated/api.schemas';
import { feedbackTagsByType } from '../../api/generated/account-safety';
import { content, withFlags } from '../../api/request';
import { messageRule } from '../../resources/form/message-rule';
import { uploadFile } from '../../api/upload-file';
import type { FeedbackTarget } from './feedback-dialog-store';
import { screenPickedImages } from './feedback-images';
import { MyFeedback } from './my-feedback';
import { submitFeedback } from './submit-feedback';

/** The feedback dialog (sections 2, 4 and 5): load tags of the type, choose one, describe, attach up to 3 images, submit. */
export function FeedbackDialog({ target, onClose }: { target: FeedbackTarget; onClose: () => void }) {
  const [form] = Form.useForm<{ tagName: string; content: string }>();
  const [tags, setTags] = useState<FeedbackTag[]>([]);
  const [images, setImages] = useState<UploadFile[]>([]);
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();

  useEffect(() => {
    void content(feedbackTagsByType({ type: target.type }, withFlags({ silent: true }))).then(setTags, () => setTags([]));
  }, [target.type]);

  /** Screens a whole pick at once so extras beyond three are dropped with one warning. */
  const beforeUpload = (file: File, picked: File[]) => {
    if (file !== picked[0]) return Upload.LIST_IGNORE;
    const { accepted, warnings } = screenPickedImages(images.length, picked);
    warnings.forEach((w) => void message.warning(w));
    for (const f of accepted) {
      const uid = `${Date.now()}-${f.name}-${Math.random()}`;
      setImages((list) => [...list, { uid, name: f.name, status: 'uploading', size: f.size }]);
      uploadFile(f, feedbackImageFolder).then(
        (done) => setImages((list) => list.map((i) => (i.uid === uid ? { ...i, status: 'done', url: done.url } : i))),
        () => setImages((list) => list.filter((i) => i.uid !== uid)),
      );
    }
    return Upload.LIST_IGNORE;
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (images.some((i) => i.status === 'uploading')) return;
    setSending(true);
    try {
      await submitFeedback(target, { tagName: values.tagName, content: values.content, imageUrls: images.map((i) => i.url!).filter(Boolean) });
      void message.success(feedbackMessages.submitted);
      onClose();
    } catch {
      void message.error(feedbackMessages.submitFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title="问题反馈" open onOk={submit} onCancel={onClose} confirmLoading={sending} okText="提交" maskClosable={false} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="tagName" label="反馈类型" rules={[{ required: true, message: feedbackMessages.typeRequired }]}>
          <Select options={tags.map((t) => ({ value: t.tagName, label: t.tagName }))} />
        </Form.Item>
        <Form.Item
          name="content"
          label="问题描述"
          required
          rules={[messageRule(feedbackContentError)]}
        >
          <Input.TextArea rows={5} maxLength={feedbackLimits.maxContentLength} showCount />
        </Form.Item>
        <Form.Item label="图片">
          <Upload
            listType="picture-card"
            accept=".jpeg,.jpg,.png"
            multiple
            fileList={images}
            beforeUpload={beforeUpload}
            onRemove={(file) => setImages((list) => list.filter((i) => i.uid !== file.uid))}
          >
            {images.length < feedbackLimits.maxImages && <PlusOutlined />}
          </Upload>
        </Form.Item>
      </Form>
      <MyFeedback />
    </Modal>
  );
}
