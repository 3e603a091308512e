import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Pagination, Select, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { libraryFileTypeLabels, libraryFileTypes, type LibraryFileType } from '../../../shared/library/library-rules';
import { findRouteByName } from '../../../shared/route-catalog';
import { libraryFiles } from '../../api/generated/library';
import { libraryAlbumQueryList } from '../../api/generated/library-album';
import type { LibraryAlbum, LibraryFilesPage } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useCanRun } from '../../resources/use-can-any';
import { AlbumStrip } from './album-strip';
import { LibraryFilesGrid } from './library-files-grid';
import { LibraryUsageBar } from './library-usage-bar';
import { ShareAlbumDialog } from './share-album-dialog';

const albumOps = staffEntities.LibraryAlbum.operations;
const pageSize = 24;

/**
 * 资源库: the school's albums as folders above their files. Files are found by name (or album
 * name) and type, previewed in place, downloaded, deleted; albums are shared by expiring links.
 */
export function ResourceLibraryPage({ route }: PageProps) {
  const navigate = useNavigate();
  const canManage = useCanRun(albumOps.delete);
  const canUpload = useCanRun(albumOps.create);
  const [albums, setAlbums] = useState<LibraryAlbum[]>([]);
  const [albumId, setAlbumId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [fileType, setFileType] = useState<LibraryFileType | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<LibraryFilesPage | null>(null);
  const [sharing, setSharing] = useState<LibraryAlbum | null>(null);
  const [version, setVersion] = useState(0);
  const refresh = () => setVersion((v) => v + 1);
  const addAlbumPath = findRouteByName('addAlbum')!.path;

  const loadAlbums = useCallback(() => void content(libraryAlbumQueryList({ pageNum: 1, pageSize: 100 })).then((p) => setAlbums(p.list)), []);
  useEffect(loadAlbums, [loadAlbums, version]);
  useEffect(() => {
    void content(libraryFiles({ albumId, keyword: keyword || undefined, fileType, pageNum, pageSize })).then(setPage);
  }, [albumId, keyword, fileType, pageNum, version]);

  const selectedAlbum = albums.find((a) => a.id === albumId);
  return (
    <Card
      title={route.title}
      extra={
        <Space wrap>
          <LibraryUsageBar refresh={version} />
          {canUpload && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addAlbumPath)}>新建专辑</Button>}
        </Space>
      }
    >
      <AlbumStrip
        albums={albums}
        selected={albumId}
        onSelect={(id) => { setAlbumId(id); setPageNum(1); }}
        onEdit={canUpload ? (album) => navigate(`${addAlbumPath}?id=${album.id}`) : null}
        onShare={canManage ? setSharing : null}
        onDeleted={refresh}
        canDelete={canManage}
      />
      <Space wrap style={{ margin: '20px 0 16px' }}>
        <Input.Search allowClear placeholder="搜索文件名或专辑名" style={{ width: 260 }} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} />
        <Select
          allowClear
          placeholder="全部类型"
          aria-label="文件类型"
          style={{ width: 140 }}
          value={fileType}
          onChange={(v) => { setFileType(v); setPageNum(1); }}
          options={libraryFileTypes.map((t) => ({ value: t, label: libraryFileTypeLabels[t] }))}
        />
        {selectedAlbum && <Tag closable onClose={() => setAlbumId(undefined)} color="blue">专辑：{selectedAlbum.name}</Tag>}
      </Space>
      {page && (
        <>
          <LibraryFilesGrid files={page.list} canDelete={canManage} onRemoved={refresh} showAlbum={!albumId} />
          {page.total > pageSize && <Pagination style={{ marginTop: 16, textAlign: 'right' }} current={pageNum} pageSize={pageSize} total={page.total} showSizeChanger={false} onChange={setPageNum} />}
        </>
      )}
      {sharing && <ShareAlbumDialog album={sharing} onClose={() => setSharing(null)} />}
    </Card>
  );
}
