import { Card, Col, Empty, Progress, Row, Space, Statistic, Tag } from 'antd';
import { workKindNames } from '../../../shared/work-kind-names';
import type { StoryHomework, StoryWork } from '../../api/generated/api.schemas';
import { chinaDay } from './story-labels';

/** 作品: what the student made, the teacher's score and comment on each, and how much homework was handed in. */
export function WorksSection({ works, total, homework }: { works: StoryWork[]; total: number; homework: StoryHomework }) {
  const done = homework.assigned ? Math.round((homework.submitted / homework.assigned) * 100) : 0;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space size={48} wrap>
        <Statistic title="作品" value={total} suffix="个" />
        <Statistic title="已点评" value={works.filter((w) => w.score !== null).length} suffix="个" />
        <div>
          <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 4 }}>作业完成</div>
          {homework.assigned ? <Progress type="line" percent={done} style={{ width: 220 }} format={() => `${homework.submitted}/${homework.assigned} 份`} /> : <span>班级暂未布置作业</span>}
        </div>
      </Space>
      {works.length === 0 ? (
        <Empty description="还没有作品" />
      ) : (
        <Row gutter={[16, 16]}>
          {works.map((w) => (
            <Col xs={24} sm={12} xl={8} xxl={6} key={w.id}>
              <Card size="small" title={w.title} extra={<Tag color="magenta">{workKindNames[w.kind]}</Tag>}>
                <div style={{ color: '#64748b' }}>更新于 {chinaDay(w.updatedAt)}</div>
                {w.score !== null ? (
                  <div style={{ marginTop: 6 }}>
                    <Tag color={w.score >= 80 ? 'green' : w.score >= 60 ? 'gold' : 'red'}>{w.score} 分</Tag>
                    <span>{w.comment || '（无评语）'}</span>
                  </div>
                ) : (
                  <div style={{ marginTop: 6, color: '#94a3b8' }}>老师还没有点评</div>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Space>
  );
}
