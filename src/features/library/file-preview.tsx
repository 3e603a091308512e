import { FileOutlined } from '@ant-design/icons';
import { Button, Empty, Image } from 'antd';
import type { LibraryFileType } from '../../../shared/library/library-rules';

export interface PreviewableFile {
  name: string;
  url: string;
  fileType: LibraryFileType;
}

/** A file shown in place: images, videos, audio and PDFs open in the page; others are downloaded. */
export function FilePreview({ file }: { file: PreviewableFile }) {
  switch (file.fileType) {
    case 'image':
      return <Image src={file.url} alt={file.name} style={{ maxWidth: '100%', maxHeight: '70vh' }} preview={false} />;
    case 'video':
      return <video src={file.url} controls style={{ width: '100%', maxHeight: '70vh' }} aria-label={file.name} />;
    case 'audio':
      return <audio src={file.url} controls style={{ width: '100%' }} aria-label={file.name} />;
    case 'pdf':
      return <iframe src={file.url} title={file.name} style={{ width: '100%', height: '70vh', border: 0 }} />;
    default:
      return (
        <Empty image={<FileOutlined style={{ fontSize: 48 }} />} description="该类型的文件不能在线预览，请下载后查看">
          <Button type="primary" href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
            下载
          </Button>
        </Empty>
      );
  }
}
