import { ClockCircleOutlined, HeartFilled, ShareAltOutlined } from '@ant-design/icons';
import { Col, Result, Row, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { SharedWork } from '../../api/generated/api.schemas';
import { sharedWorkOpen, sharedWorkRunCpp } from '../../api/generated/work-share';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { kindColors, kindNames } from '../classroom/work-links';
import { CodeView } from '../teacher-classroom/code-view';
import { reloadForIsolation } from './cross-origin-isolation';
import { CppRunBox } from './cpp-run-box';
import { EditorFrame } from './editor-frame';
import { PythonRunPanel } from './python-run-panel';

// Blockly is large: only a shared block work loads it.
const SharedBlockView = lazy(() => import('./shared-block-view').then((m) => ({ default: m.SharedBlockView })));

const dateTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

function Runner({ work, token }: { work: SharedWork; token: string }) {
  if (work.kind === 'block' || work.kind === 'junior') {
    return (
      <Suspense fallback={<Skeleton active />}>
        <SharedBlockView source={work.source} />
      </Suspense>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={13}>
        <CodeView code={work.source} />
      </Col>
      <Col xs={24} lg={11}>
        {work.kind === 'python' ? <PythonRunPanel source={work.source} /> : <CppRunBox run={(stdin) => content(sharedWorkRunCpp({ token, stdin }))} />}
      </Col>
    </Row>
  );
}

/**
 * /MiniWorksDetails?token=: a work a student shared, for anyone holding the link — read-only, and
 * runnable (Python and blocks in the browser, C++ in the judge sandbox). An unknown, expired or
 * revoked link says so plainly.
 */
export function SharedWorkPage({ route }: PageProps) {
  const [reloading] = useState(reloadForIsolation);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [work, setWork] = useState<SharedWork | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : libraryMessages.shareInvalid);

  useEffect(() => {
    if (!token || reloading) return;
    void content(sharedWorkOpen({ token }, withFlags({ silent: true })))
      .then(setWork)
      .catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : libraryMessages.shareInvalid));
  }, [token, reloading]);

  if (reloading) return null;
  const header = work ? (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
      <Space wrap>
        <span style={{ fontSize: 22, fontWeight: 700, color: '#0f172a' }} data-testid="shared-title">{work.title}</span>
        <Tag color={kindColors[work.kind]}>{kindNames[work.kind]}</Tag>
        <span style={{ color: '#475569' }}><HeartFilled style={{ color: '#f43f5e' }} /> {work.author} · {work.schoolName}</span>
      </Space>
      <Space wrap style={{ color: '#64748b' }}>
        <span>更新于 {dateTime(work.updatedAt)}</span>
        <span><ClockCircleOutlined /> 链接有效至 {dateTime(work.expiresAt)}</span>
      </Space>
    </Space>
  ) : (
    <span style={{ color: '#475569' }}>同学分享的编程作品</span>
  );
  return (
    <EditorFrame title={route.title} icon={<ShareAltOutlined />} color="#0d9488" toolbar={header}>
      {failure ? <Result status="warning" title="无法打开分享" subTitle={failure} /> : work ? <Runner work={work} token={token} /> : <Skeleton active />}
    </EditorFrame>
  );
}
