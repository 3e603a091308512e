import { InboxOutlined } from '@ant-design/icons';
import { List, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadMessages, uploadTypeOf, uploadTypes } from '../../../shared/account-safety/upload-rules';
import { fileSizeText, libraryFolder } from '../../../shared/library/library-rules';
import { addLibraryFiles } from '../../api/generated/library';
import { content } from '../../api/request';
import { uploadFile } from '../../api/upload-file';

type Status = { uid: string; name: string; state: 'uploading' | 'done' | 'failed'; reason?: string };

const accept = Object.keys(uploadTypes).map((ext) => `.${ext}`).join(',');

/** Why a file is refused before sending it (the server checks the same limits again), or null. */
function refusal(file: File): string | null {
  const type = uploadTypeOf(file.name);
  if (!type) return uploadMessages.typeRefused;
  if (file.size > type.maxBytes) return `${uploadMessages.tooLarge}（上限 ${fileSizeText(type.maxBytes)}）`;
  if (file.size === 0) return uploadMessages.noFile;
  return null;
}

/**
 * Drops files into an album: each goes through an upload grant into the library folder (the
 * school's quota is checked when the grant is asked for), then joins the album.
 */
export function AlbumUploader({ albumId, onAdded }: { albumId: number; onAdded: () => void }) {
  const [statuses, setStatuses] = useState<Status[]>([]);
  const set = (uid: string, patch: Partial<Status>) => setStatuses((all) => all.map((s) => (s.uid === uid ? { ...s, ...patch } : s)));

  const send = async (file: File & { uid: string }) => {
    const refused = refusal(file);
    setStatuses((all) => [{ uid: file.uid, name: file.name, state: refused ? 'failed' : 'uploading', reason: refused ?? undefined }, ...all]);
    if (refused) return;
    try {
      const uploaded = await uploadFile(file, libraryFolder);
      await content(addLibraryFiles({ albumId, files: [{ name: file.name, url: uploaded.url }] }));
      set(file.uid, { state: 'done' });
      onAdded();
    } catch (error) {
      set(file.uid, { state: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <Upload.Dragger
        multiple
        accept={accept}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">点击或拖拽文件到这里上传</p>
        <p className="ant-upload-hint">支持图片、视频、音频、PDF、Office 文档、压缩包等；图片不超过 10 MB，视频不超过 500 MB，占用学校存储空间</p>
      </Upload.Dragger>
      {statuses.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 12 }}
          dataSource={statuses}
          renderItem={(s) => (
            <List.Item>
              <Typography.Text>{s.name}</Typography.Text>
              {s.state === 'uploading' ? <Tag color="processing">上传中</Tag> : s.state === 'done' ? <Tag color="success">已上传</Tag> : <Tag color="error">{s.reason ?? '上传失败'}</Tag>}
            </List.Item>
          )}
        />
      )}
    </>
  );
}
