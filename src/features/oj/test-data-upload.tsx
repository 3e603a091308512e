import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { ojProblemUploadTests } from '../../api/generated/oj';
import { content, withFlags } from '../../api/request';

/** Base64 of a file's bytes, for the JSON contract. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Uploads a zip of 1.in/1.out (or .ans) pairs; the server validates it and replaces the problem's tests. */
export function TestDataUpload({ problemId, testCount, admin, onUploaded }: { problemId: number; testCount: number; admin: boolean; onUploaded(): void }) {
  const [busy, setBusy] = useState(false);
  const [names, setNames] = useState<string[] | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const result = await content(ojProblemUploadTests({ id: problemId, zipBase64: await base64Of(file) }, withFlags({ admin })));
      setNames(result.names);
      message.success(`已上传 ${result.testCount} 个测试点`);
      onUploaded();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text data-testid="test-count">当前测试点：{testCount} 个</Typography.Text>
      <Alert type="info" showIcon message="上传 zip 压缩包：每个测试点一对文件 1.in 与 1.out（或 1.ans），上传后替换原有全部测试数据。" />
      <Upload
        accept=".zip"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          上传测试数据
        </Button>
      </Upload>
      {names && <Typography.Text type="secondary">测试点：{names.join('、')}</Typography.Text>}
    </Space>
  );
}
