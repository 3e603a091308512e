import { TeamOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Tag } from 'antd';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';
import { useClassroomHome } from './use-classroom-home';

/** 我的班级: the student's class with its teacher and campus, and the courses the school has opened. */
export function ClassListPage({ route }: PageProps) {
  const { data, isLoading } = useClassroomHome();
  if (isLoading || !data) return <Skeleton active />;
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<TeamOutlined />} color="#8b5cf6">
        {data.classes.length === 0 ? <Empty description="还没有加入班级，请联系老师" /> : null}
        {data.classes.map((c) => (
          <div key={c.id} data-testid="my-class" style={{ background: '#f5f3ff', borderRadius: 16, padding: 16, marginBottom: 12, fontSize: 16 }}>
            <div style={{ fontSize: 20, fontWeight: 700 }}>{c.name}</div>
            <div>老师：{c.teacherName ?? '待安排'} <Tag color="purple">{c.campusName ?? '—'}</Tag> 同学 {c.classmates} 人</div>
            <div style={{ marginTop: 8 }}>
              课程：{data.curricula.length ? data.curricula.map((k) => <Tag key={k.id} color="cyan">{k.name}（{k.lessons.length} 节）</Tag>) : '暂无'}
            </div>
          </div>
        ))}
      </BrightCard>
    </div>
  );
}
