import { EyeFilled, HeartFilled, MessageFilled } from '@ant-design/icons';
import { Col, Empty, Row, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { CommunityWorkCard } from '../../api/generated/api.schemas';
import { KindIcon } from '../classroom/kind-icon';
import { kindNames } from '../classroom/work-links';
import { AuthorBadge } from './author-badge';
import { projectPath } from './use-community';

/** Each kind's cover: a bright gradient with the kind's big icon, so every card looks like a little poster. */
const covers = {
  python: 'linear-gradient(135deg, #bfdbfe, #ddd6fe)',
  block: 'linear-gradient(135deg, #fed7aa, #fde68a)',
  cpp: 'linear-gradient(135deg, #e9d5ff, #fbcfe8)',
  junior: 'linear-gradient(135deg, #fbcfe8, #bbf7d0)',
} as const;

export function WorkCard({ work, extra }: { work: CommunityWorkCard; extra?: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <article
      data-testid="work-card"
      onClick={() => navigate(projectPath(work.id))}
      style={{ background: '#fff', borderRadius: 20, overflow: 'hidden', cursor: 'pointer', boxShadow: '0 6px 18px rgba(15,23,42,0.08)', transition: 'transform .15s', height: '100%' }}
      onMouseEnter={(e) => (e.currentTarget.style.transform = 'translateY(-4px)')}
      onMouseLeave={(e) => (e.currentTarget.style.transform = '')}
    >
      <div style={{ background: covers[work.kind], height: 110, display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'relative' }}>
        <KindIcon kind={work.kind} size={52} />
        <Tag style={{ position: 'absolute', top: 10, left: 10, borderRadius: 10, border: 'none', background: 'rgba(255,255,255,.85)' }}>{kindNames[work.kind]}</Tag>
        {work.tagName ? <Tag color="cyan" style={{ position: 'absolute', top: 10, right: 4, borderRadius: 10 }}>{work.tagName}</Tag> : null}
      </div>
      <div style={{ padding: '12px 14px' }}>
        <div style={{ fontSize: 16, fontWeight: 700, color: '#1e293b', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={work.title}>
          {work.title}
        </div>
        <div style={{ margin: '8px 0' }}>
          <AuthorBadge author={work.author} size={24} />
        </div>
        <div style={{ display: 'flex', gap: 14, color: '#64748b', fontSize: 13 }}>
          <span aria-label="点赞"><HeartFilled style={{ color: '#f43f5e' }} /> {work.likeCount}</span>
          <span aria-label="浏览"><EyeFilled style={{ color: '#3b82f6' }} /> {work.viewCount}</span>
          <span aria-label="评论"><MessageFilled style={{ color: '#22c55e' }} /> {work.commentCount}</span>
        </div>
        {extra ? <div onClick={(e) => e.stopPropagation()} style={{ marginTop: 10 }}>{extra}</div> : null}
      </div>
    </article>
  );
}

export function WorkGrid({ works, empty = '这里还没有作品', extra }: { works: CommunityWorkCard[]; empty?: string; extra?: (work: CommunityWorkCard) => React.ReactNode }) {
  if (!works.length) return <Empty description={empty} style={{ padding: 32 }} />;
  return (
    <Row gutter={[16, 16]}>
      {works.map((w) => (
        <Col key={w.id} xs={24} sm={12} md={8} xl={6}>
          <WorkCard work={w} extra={extra?.(w)} />
        </Col>
      ))}
    </Row>
  );
}
