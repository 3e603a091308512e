import { PictureOutlined } from '@ant-design/icons';
import { Button, Input, Tabs, Upload } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { uploadFile } from '../../api/upload-file';
import { insertAtCursor, markdownImage } from './markdown-image';
import { MarkdownStatement } from './markdown-statement';

/** Upload folder for statement pictures, so they are found together in object storage. */
const imageFolder = 'oj-problem';

/**
 * A Markdown text of a problem (statement, formats, hint) with a preview tab and an "插入图片" button:
 * the picture goes through the upload pipeline and its Markdown is inserted at the cursor.
 */
export function MarkdownField({ value, onChange, rows, admin, label }: { value?: string | null; onChange?: (v: string) => void; rows: number; admin: boolean; label: string }) {
  const area = useRef<TextAreaRef>(null);
  const [busy, setBusy] = useState(false);
  const insertImage = async (file: File) => {
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, imageFolder, { admin });
      const el = area.current?.resizableTextArea?.textArea;
      const text = value ?? '';
      const next = insertAtCursor(text, el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length, markdownImage(uploaded.name, uploaded.url));
      onChange?.(next.text);
      requestAnimationFrame(() => el?.setSelectionRange(next.cursor, next.cursor));
    } catch {
      // uploadFile has shown the reason (section 8's upload messages); the text stays as it was.
    } finally {
      setBusy(false);
    }
  };
  const picker = (
    <Upload
      accept="image/*"
      showUploadList={false}
      beforeUpload={(file) => {
        void insertImage(file);
        return false;
      }}
    >
      <Button size="small" icon={<PictureOutlined />} loading={busy} aria-label={`${label}插入图片`}>
        插入图片
      </Button>
    </Upload>
  );
  return (
    <Tabs
      size="small"
      tabBarExtraContent={picker}
      items={[
        { key: 'edit', label: '编辑', children: <Input.TextArea ref={area} rows={rows} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} aria-label={label} /> },
        { key: 'preview', label: '预览', children: <MarkdownStatement text={value} /> },
      ]}
    />
  );
}
