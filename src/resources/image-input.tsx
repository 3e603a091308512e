import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../custom/upload/upload-file';
import type { FieldMeta } from './entity-types';

/** An image field: upload a picture to the file storage, or paste its address; shows a thumbnail. */
export function ImageInput({ field, value, onChange }: { field: FieldMeta; value?: string | null; onChange?: (value: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.((await uploadFile(file)).url);
    } catch {
      // uploadFile has already warned about the failure; the field keeps its value.
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space align="start">
      {value ? <Image src={value} width={64} height={64} style={{ objectFit: 'cover' }} /> : null}
      <Space direction="vertical">
        <Upload
          accept="image/png,image/jpeg"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>上传图片</Button>
        </Upload>
        <Input value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} maxLength={field.maxLength} placeholder="或填写图片地址" style={{ width: 360 }} />
      </Space>
    </Space>
  );
}
