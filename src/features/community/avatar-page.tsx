import { CheckCircleFilled, SkinFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Col, Empty, Row } from 'antd';
import { useNavigate } from 'react-router';
import type { Decoration } from '../../api/generated/api.schemas';
import { studentUpdateWearState, studentWearState } from '../../api/generated/community';
import { content } from '../../api/request';
import { AuthorBadge } from './author-badge';
import { CommunityShell, Panel } from './community-shell';
import { useCommunityAccess } from './use-community';

const categories = [
  { value: 3, title: '头像图片', hint: '换一个喜欢的头像' },
  { value: 1, title: '称号', hint: '名字旁边闪亮的称号' },
  { value: 0, title: '精灵', hint: '陪在你身边的小精灵' },
];

/** 头像装扮: wear the decorations bought in the star-coin centre, one per kind, and see how others will see you. */
export function AvatarPage() {
  const access = useCommunityAccess();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const student = (access.data?.viewer.studentId ?? 0) > 0;
  const { data } = useQuery({ queryKey: ['community', 'wear'], queryFn: () => content(studentWearState({})), enabled: student });
  const wearing = new Set(data?.worn.map((d) => d.productId));
  const wear = async (item: Decoration, on: boolean) => {
    await studentUpdateWearState({ category: item.category as 0 | 1 | 3, productId: on ? item.productId : null });
    void message.success(on ? `已穿戴「${item.name}」` : '已取下');
    void client.invalidateQueries({ queryKey: ['community'] });
  };
  const sprite = data?.worn.find((d) => d.category === 0);
  return (
    <CommunityShell>
      <Panel title={<><SkinFilled style={{ color: '#a855f7' }} /> 我的形象</>}>
        {student && access.data ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' }}>
            {/* zoom, not transform: the enlarged badge keeps its room, so the worn sprite beside it no longer covers the class name. */}
            <div style={{ zoom: 1.4, padding: '8px 0' }}><AuthorBadge author={access.data.viewer} size={48} /></div>
            {sprite ? <img src={sprite.pictureUrl} alt={sprite.name} style={{ width: 72, height: 72, objectFit: 'contain' }} /> : null}
          </div>
        ) : (
          <Empty description="头像装扮是学生的功能" />
        )}
      </Panel>
      {student ? categories.map((c) => {
        const items = data?.owned.filter((d) => d.category === c.value) ?? [];
        return (
          <Panel key={c.value} title={c.title} extra={<span style={{ color: '#94a3b8' }}>{c.hint}</span>}>
            {items.length === 0 ? (
              <Empty description="还没有这类装扮" image={Empty.PRESENTED_IMAGE_SIMPLE}>
                <Button shape="round" onClick={() => navigate('/code-classroom-stu/stuStarCoinCenter')}>去星币中心兑换</Button>
              </Empty>
            ) : (
              <Row gutter={[16, 16]}>
                {items.map((item) => {
                  const on = wearing.has(item.productId);
                  return (
                    <Col key={item.productId} xs={12} md={6}>
                      <div data-testid="decoration" style={{ textAlign: 'center', background: on ? '#f5f3ff' : '#fff', border: on ? '2px solid #a855f7' : '2px solid #e2e8f0', borderRadius: 18, padding: 14 }}>
                        <Avatar shape="square" size={72} src={item.pictureUrl} style={{ borderRadius: 14 }} />
                        <div style={{ fontWeight: 600, margin: '8px 0' }}>{item.cueWord ?? item.name} {on ? <CheckCircleFilled style={{ color: '#a855f7' }} /> : null}</div>
                        <Button shape="round" type={on ? 'default' : 'primary'} onClick={() => void wear(item, !on)}>{on ? '取下' : '穿戴'}</Button>
                      </div>
                    </Col>
                  );
                })}
              </Row>
            )}
          </Panel>
        );
      }) : null}
    </CommunityShell>
  );
}
