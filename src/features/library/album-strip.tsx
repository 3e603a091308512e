import { DeleteOutlined, EditOutlined, FolderOpenOutlined, ShareAltOutlined } from '@ant-design/icons';
import { App, Card, Empty, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { libraryMessages } from '../../../shared/library/library-rules';
import { libraryAlbumDelete } from '../../api/generated/library-album';
import type { LibraryAlbum } from '../../api/generated/api.schemas';
import { content } from '../../api/request';

interface AlbumStripProps {
  albums: LibraryAlbum[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  onEdit: ((album: LibraryAlbum) => void) | null;
  onShare: ((album: LibraryAlbum) => void) | null;
  onDeleted: () => void;
  canDelete: boolean;
}

/** The school's albums as folders: choosing one shows its files; edit, share and delete beside it. */
export function AlbumStrip({ albums, selected, onSelect, onEdit, onShare, onDeleted, canDelete }: AlbumStripProps) {
  const { message } = App.useApp();
  if (albums.length === 0) return <Empty description="还没有专辑，先新建一个吧" />;
  const remove = async (album: LibraryAlbum) => {
    await content(libraryAlbumDelete({ id: album.id }));
    message.success('删除成功');
    if (selected === album.id) onSelect(undefined);
    onDeleted();
  };
  return (
    <Space wrap size={12}>
      {albums.map((album) => {
        const active = album.id === selected;
        return (
          <Card
            key={album.id}
            size="small"
            hoverable
            style={{ width: 200, borderColor: active ? '#1677ff' : undefined, boxShadow: active ? '0 0 0 2px rgba(22,119,255,0.2)' : undefined }}
            onClick={() => onSelect(active ? undefined : album.id)}
            actions={[
              ...(onEdit ? [<Tooltip key="edit" title="编辑与上传"><EditOutlined aria-label={`编辑专辑 ${album.name}`} onClick={(e) => { e.stopPropagation(); onEdit(album); }} /></Tooltip>] : []),
              ...(onShare ? [<Tooltip key="share" title="分享"><ShareAltOutlined aria-label={`分享专辑 ${album.name}`} onClick={(e) => { e.stopPropagation(); onShare(album); }} /></Tooltip>] : []),
              ...(canDelete
                ? [
                    <span key="delete" onClick={(e) => e.stopPropagation()}>
                      <Popconfirm title="确定删除该专辑吗？" description={libraryMessages.albumHasFiles} okText="删除" cancelText="取消" onConfirm={() => remove(album)}>
                        <DeleteOutlined aria-label={`删除专辑 ${album.name}`} style={{ color: '#ff4d4f' }} />
                      </Popconfirm>
                    </span>,
                  ]
                : []),
            ]}
          >
            <Space align="start">
              {album.cover ? <img src={album.cover} alt="" style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }} /> : <FolderOpenOutlined style={{ fontSize: 36, color: '#faad14' }} />}
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis={{ tooltip: album.name }} style={{ maxWidth: 120 }}>{album.name}</Typography.Text>
                <br />
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 120, fontSize: 12 }}>{album.description || '—'}</Typography.Text>
              </div>
            </Space>
          </Card>
        );
      })}
    </Space>
  );
}
