import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isAdminPath } from '../providers/session-identity';
import { uploadFile } from '../api/upload-file';
import type { FieldMeta } from '../../shared/entity-types';

/**
 * The form input of an image or file field: the chosen file goes through the upload pipeline
 * (object storage, section 7) and the field keeps its URL. Failures are already reported by
 * uploadFile, so the field simply keeps its previous value.
 */
export function UploadInput({ field, value, onChange }: { field: FieldMeta; value?: string | null; onChange?: (value: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const image = field.widget === 'image';
  // Back-office forms upload with the administrator's session (section 6: separate sessions).
  const admin = isAdminPath(useLocation().pathname);
  const pick = async (file: File) => {
    setBusy(true);
    try {
      onChange?.((await uploadFile(file, undefined, { admin })).url);
    } catch {
      // uploadFile has shown the reason (section 8's upload messages).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical">
      {value && (image ? <Image src={value} width={96} alt={field.title} /> : <Typography.Link href={value} target="_blank">{value.split('/').pop()}</Typography.Link>)}
      <Space>
        <Upload
          accept={image ? 'image/*' : undefined}
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} aria-label={`上传${field.title}`}>
            {value ? '重新上传' : `上传${image ? '图片' : '文件'}`}
          </Button>
        </Upload>
        {value && !field.required && <Button onClick={() => onChange?.(null)}>移除</Button>}
      </Space>
    </Space>
  );
}
