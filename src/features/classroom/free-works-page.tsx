import { BulbFilled } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { WorkKind } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';
import { KindIcon } from './kind-icon';
import { kindNames, openWork } from './work-links';

// Blockly is heavy: it loads only when a block work is opened.
const BlockEditor = lazy(() => import('../code-editors/block-editor').then((m) => ({ default: m.BlockEditor })));

const intro: Record<WorkKind, string> = {
  python: '写代码、画海龟图，和电脑对话',
  block: '拖一拖积木，就能编程',
  cpp: '信息学竞赛的语言，挑战算法',
  junior: '给小朋友的大积木',
};

/** 自由创作: pick a kind of work to start; block and junior works are edited right here. */
export function FreeWorksPage({ route }: PageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = params.get('kind');
  if (kind === 'block' || kind === 'junior') {
    return (
      <Suspense fallback={<div style={{ padding: 24 }}>积木加载中…</div>}>
        <BlockEditor key={kind} junior={kind === 'junior'} />
      </Suspense>
    );
  }
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<BulbFilled />} color="#22c55e">
        <Row gutter={[16, 16]}>
          {(['python', 'block', 'cpp', 'junior'] as WorkKind[]).map((k) => (
            <Col xs={24} md={12} key={k}>
              <Button block onClick={() => openWork(navigate, k)} style={{ height: 120, borderRadius: 20, fontSize: 20, whiteSpace: 'normal' }}>
                <KindIcon kind={k} size={36} />
                <div>新建{kindNames[k]}作品</div>
                <div style={{ fontSize: 14, color: '#64748b' }}>{intro[k]}</div>
              </Button>
            </Col>
          ))}
        </Row>
      </BrightCard>
    </div>
  );
}
