import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, Col, Modal, Result, Row, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fileSizeText, libraryFileTypeLabels, libraryMessages } from '../../../shared/library/library-rules';
import { openShareLink, resolveShareLink } from '../../api/generated/library';
import type { ShareLinkKindKind, SharedAlbum } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { FilePreview, type PreviewableFile } from './file-preview';
import { FileThumb } from './file-thumb';

/** Where each kind of share token is opened; an album is shown right here. */
const sharePages: Record<Exclude<ShareLinkKindKind, 'album'>, string> = {
  work: '/MiniWorksDetails',
  learningReport: '/learningReport',
  homeSchool: '/homeSchoolConnection',
  contestRanking: '/shareRanking',
  matchRanking: '/MyMatchRanking',
};

/**
 * 分享链接 (/s-link?token=…): the one address for every share token, without signing in. The
 * server says which kind of page the token opens; a school's album is shown here to look at and
 * download, any other kind (a work, a learning report, the home–school page, a ranking) is handed
 * on to its own page with the same token. A wrong, expired or revoked token says so plainly.
 */
export function ShareLinkPage({ route }: PageProps) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [shared, setShared] = useState<SharedAlbum | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : libraryMessages.shareInvalid);
  const [previewing, setPreviewing] = useState<PreviewableFile | null>(null);

  useEffect(() => {
    if (!token) return;
    const flags = withFlags({ silent: true });
    void content(resolveShareLink({ token }, flags))
      .then(async ({ kind }) => {
        if (kind !== 'album') {
          // A full load: a shared work's page may need its own response headers (the Python runner's isolation).
          window.location.replace(`${sharePages[kind]}?token=${encodeURIComponent(token)}`);
          return;
        }
        setShared(await content(openShareLink({ token }, flags)));
      })
      .catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : libraryMessages.shareInvalid));
  }, [token]);

  if (failure) return <Result status="warning" title="无法打开分享" subTitle={failure} style={{ marginTop: 48 }} />;
  if (!shared) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <Card
      style={{ maxWidth: 1080, margin: '24px auto' }}
      title={
        <span>
          {route.title} · {shared.name}
        </span>
      }
      extra={<Typography.Text type="secondary">{shared.schoolName} · 有效至 {new Date(shared.expiresAt).toLocaleString('zh-CN', { hour12: false })}</Typography.Text>}
    >
      {shared.description && <Typography.Paragraph>{shared.description}</Typography.Paragraph>}
      {shared.files.length === 0 ? (
        <Result status="info" title="专辑里还没有文件" />
      ) : (
        <Row gutter={[16, 16]}>
          {shared.files.map((file) => (
            <Col key={file.id} xs={12} sm={8} md={6}>
              <Card
                size="small"
                hoverable
                cover={<FileThumb file={file} />}
                actions={[
                  <EyeOutlined key="preview" aria-label={`预览 ${file.name}`} onClick={() => setPreviewing(file)} />,
                  <a key="download" href={file.url} download={file.name} target="_blank" rel="noopener noreferrer" aria-label={`下载 ${file.name}`}><DownloadOutlined /></a>,
                ]}
              >
                <Typography.Text ellipsis={{ tooltip: file.name }} strong>{file.name}</Typography.Text>
                <div><Tag>{libraryFileTypeLabels[file.fileType]}</Tag><Typography.Text type="secondary">{fileSizeText(file.sizeBytes)}</Typography.Text></div>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Modal open={previewing !== null} title={previewing?.name} footer={previewing ? <Button href={previewing.url} download={previewing.name} target="_blank">下载</Button> : null} width={880} onCancel={() => setPreviewing(null)} destroyOnHidden>
        {previewing && <FilePreview file={previewing} />}
      </Modal>
    </Card>
  );
}
