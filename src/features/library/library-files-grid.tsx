import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Card, Col, Empty, Modal, Popconfirm, Row, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { fileSizeText, libraryFileTypeLabels } from '../../../shared/library/library-rules';
import { removeLibraryFile } from '../../api/generated/library';
import type { LibraryFile } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { FilePreview } from './file-preview';
import { FileThumb } from './file-thumb';

/** The library's files as cards: preview in a dialog, download, and delete (which frees the room). */
export function LibraryFilesGrid({ files, canDelete, onRemoved, showAlbum = true }: { files: LibraryFile[]; canDelete: boolean; onRemoved: () => void; showAlbum?: boolean }) {
  const [previewing, setPreviewing] = useState<LibraryFile | null>(null);
  const { message } = App.useApp();
  if (files.length === 0) return <Empty description="还没有文件" />;
  const remove = async (file: LibraryFile) => {
    await content(removeLibraryFile({ id: file.id }));
    message.success('删除成功');
    onRemoved();
  };
  return (
    <>
      <Row gutter={[16, 16]}>
        {files.map((file) => (
          <Col key={file.id} xs={12} sm={8} md={6} lg={4}>
            <Card
              size="small"
              hoverable
              cover={<FileThumb file={file} />}
              actions={[
                <Tooltip key="preview" title="预览"><EyeOutlined aria-label={`预览 ${file.name}`} onClick={() => setPreviewing(file)} /></Tooltip>,
                <Tooltip key="download" title="下载"><a href={file.url} download={file.name} target="_blank" rel="noopener noreferrer" aria-label={`下载 ${file.name}`}><DownloadOutlined /></a></Tooltip>,
                ...(canDelete
                  ? [
                      <Popconfirm key="delete" title="确定删除该文件吗？" description="删除后不可恢复，占用的空间会释放" okText="删除" cancelText="取消" onConfirm={() => remove(file)}>
                        <DeleteOutlined aria-label={`删除 ${file.name}`} style={{ color: '#ff4d4f' }} />
                      </Popconfirm>,
                    ]
                  : []),
              ]}
            >
              <Typography.Text ellipsis={{ tooltip: file.name }} strong>{file.name}</Typography.Text>
              <div style={{ marginTop: 4 }}>
                <Tag>{libraryFileTypeLabels[file.fileType]}</Tag>
                <Typography.Text type="secondary">{fileSizeText(file.sizeBytes)}</Typography.Text>
              </div>
              {showAlbum && <Typography.Text type="secondary" ellipsis>专辑：{file.albumName}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      <Modal open={previewing !== null} title={previewing?.name} footer={null} width={880} onCancel={() => setPreviewing(null)} destroyOnHidden>
        {previewing && <FilePreview file={previewing} />}
      </Modal>
    </>
  );
}
