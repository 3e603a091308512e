import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { findRouteByName } from '../../../shared/route-catalog';
import { libraryFiles } from '../../api/generated/library';
import { libraryAlbumCreate, libraryAlbumDetail, libraryAlbumEdit } from '../../api/generated/library-album';
import type { LibraryAlbumCreateBody, LibraryFile } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { UploadInput } from '../../resources/upload-input';
import { useCanRun } from '../../resources/use-can-any';
import { useRecordId } from '../../resources/use-record-id';
import { AlbumUploader } from './album-uploader';
import { LibraryFilesGrid } from './library-files-grid';

const album = staffEntities.LibraryAlbum;
const field = (name: string) => album.fields.find((f) => f.name === name)!;

/**
 * 新建专辑 (and editing one, `?id=`): the album's name, description and cover; once saved, files
 * are dropped in below and appear at once.
 */
export function AddAlbumPage({ route }: PageProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<LibraryAlbumCreateBody>();
  // The album being edited is the one the address names; a new album's id is put in the address once
  // saved, so a reload or a shared address opens the same album with its uploader.
  const albumId = useRecordId();
  const [loading, setLoading] = useState(albumId !== undefined);
  const [saving, setSaving] = useState(false);
  const [files, setFiles] = useState<LibraryFile[]>([]);
  const canDelete = useCanRun(album.operations.delete);
  const listPath = findRouteByName('resourcesmaterial')!.path;

  useEffect(() => {
    if (albumId === undefined) return;
    setLoading(true);
    void content(libraryAlbumDetail({ id: albumId }))
      .then((a) => form.setFieldsValue({ name: a.name, description: a.description, cover: a.cover }))
      .finally(() => setLoading(false));
  }, [albumId, form]);
  // Each upload reloads the list; only the latest answer is shown, so a slower earlier reload
  // (e.g. the one made on opening) never hides a file that has just been added.
  const latestLoad = useRef(0);
  const loadFiles = useCallback(() => {
    if (albumId === undefined) return;
    const load = ++latestLoad.current;
    void content(libraryFiles({ albumId, pageNum: 1, pageSize: 100 })).then((p) => {
      if (load === latestLoad.current) setFiles(p.list);
    });
  }, [albumId]);
  useEffect(loadFiles, [loadFiles]);

  const save = async (values: LibraryAlbumCreateBody) => {
    setSaving(true);
    try {
      const body = { name: values.name.trim(), description: values.description || null, cover: values.cover || null };
      const saved = await content(albumId === undefined ? libraryAlbumCreate(body) : libraryAlbumEdit({ id: albumId, ...body }));
      message.success(albumId === undefined ? '专辑已创建，现在可以上传文件' : '保存成功');
      if (albumId === undefined) void navigate(`${route.path}?id=${saved.id}`, { replace: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={albumId === undefined ? route.title : '编辑专辑'} extra={<Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)}>返回资源库</Button>}>
        <Spin spinning={loading}>
          <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 520 }}>
            <Form.Item name="name" label={field('name').title} rules={[{ required: true, whitespace: true, message: '请输入专辑名称' }, { max: 50, message: '专辑名称不能超过 50 个字' }]}>
              <Input placeholder="例如：机器人编程课件" />
            </Form.Item>
            <Form.Item name="description" label={field('description').title} rules={[{ max: 200, message: '简介不能超过 200 个字' }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
            <Form.Item name="cover" label={field('cover').title}>
              <UploadInput field={field('cover')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>{albumId === undefined ? '创建专辑' : '保存'}</Button>
          </Form>
        </Spin>
      </Card>
      {albumId !== undefined && (
        <Card title="上传文件">
          <AlbumUploader albumId={albumId} onAdded={loadFiles} />
          <div style={{ marginTop: 16 }}>
            <LibraryFilesGrid files={files} canDelete={canDelete} onRemoved={loadFiles} showAlbum={false} />
          </div>
        </Card>
      )}
    </Space>
  );
}
