import { AudioOutlined, FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined, PlaySquareOutlined } from '@ant-design/icons';
import type { PreviewableFile } from './file-preview';

const box = { height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f7fa', fontSize: 40, color: '#8c8c8c', overflow: 'hidden' } as const;

/** The top of a file card: the picture itself for images, an icon of the type for the rest. */
export function FileThumb({ file }: { file: PreviewableFile }) {
  if (file.fileType === 'image') return <div style={box}><img src={file.url} alt={file.name} style={{ maxWidth: '100%', maxHeight: 120, objectFit: 'cover' }} /></div>;
  const icon =
    file.fileType === 'video' ? <PlaySquareOutlined style={{ color: '#722ed1' }} />
    : file.fileType === 'audio' ? <AudioOutlined style={{ color: '#13c2c2' }} />
    : file.fileType === 'pdf' ? <FilePdfOutlined style={{ color: '#f5222d' }} />
    : /\.xlsx$/i.test(file.name) ? <FileExcelOutlined style={{ color: '#52c41a' }} />
    : file.fileType === 'document' ? <FileWordOutlined style={{ color: '#1677ff' }} />
    : <FileOutlined />;
  return <div style={box}>{icon}</div>;
}
