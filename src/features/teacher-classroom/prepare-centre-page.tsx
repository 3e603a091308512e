import { Button, Card, Col, Empty, Progress, Row, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../resources/page-props';
import { levelNames, usePrepCurricula } from './use-preparation';
import { teacherPaths } from './use-teacher-classroom';

/**
 * /code-classroom/prepare-lessons (备课中心): the platform curricula granted to the school, then the
 * school's own (学校自建), with how many of their lessons I have prepared.
 */
export function PrepareCentrePage({ route }: PageProps) {
  const navigate = useNavigate();
  const { data, isLoading } = usePrepCurricula();
  if (isLoading || !data) return <Skeleton active />;
  return (
    <div>
      <h1 style={{ fontSize: 22, margin: '0 0 16px' }}>
        {route.title} <Button onClick={() => navigate('/code-classroom/prepare-lessons/subject-data')}>学科资料</Button>
      </h1>
      {data.length === 0 ? <Empty description="学校还没有获授权的课程体系，也没有启用的自建课程" /> : null}
      <Row gutter={[16, 16]}>
        {data.map((c) => (
          <Col xs={24} md={12} xl={8} key={`${c.source}-${c.id}`}>
            <Card
              hoverable
              data-testid={c.source === 'own' ? `prep-own-curriculum-${c.id}` : `prep-curriculum-${c.id}`}
              onClick={() => navigate(teacherPaths.curriculumDetail(c.id, c.source))}
              cover={c.cover ? <img src={c.cover} alt="" style={{ height: 140, objectFit: 'cover' }} /> : <div style={{ height: 96, background: 'linear-gradient(135deg, #0ea5e9, #6366f1)', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff', fontSize: 22, fontWeight: 600 }}>{c.name}</div>}
            >
              <Card.Meta
                title={<span>{c.name} {c.source === 'own' ? <Tag color="purple">学校自建</Tag> : null}<Tag color="cyan">{c.subjectName}</Tag><Tag>{levelNames[c.level] ?? `第 ${c.level} 级`}</Tag></span>}
                description={<div style={{ minHeight: 44, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>{c.description || '暂无简介'}</div>}
              />
              <Progress style={{ marginTop: 12 }} percent={c.lessonCount ? Math.round((c.preparedCount / c.lessonCount) * 100) : 0} format={() => `已备 ${c.preparedCount}/${c.lessonCount}`} size="small" />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
