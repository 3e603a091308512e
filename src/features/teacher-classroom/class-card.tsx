import { BookOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { TeacherClass } from '../../api/generated/api.schemas';

/** A class at a glance: size, lessons opened, works waiting for a review; opens the class. */
export function ClassCard({ cls }: { cls: TeacherClass }) {
  const navigate = useNavigate();
  return (
    <Card
      hoverable
      data-testid={`class-card-${cls.id}`}
      title={<span><TeamOutlined style={{ color: '#6366f1' }} /> {cls.name}</span>}
      extra={cls.campusName ? <Tag color="geekblue">{cls.campusName}</Tag> : null}
      onClick={() => navigate(`/code-classroom/classroomDetails?classId=${cls.id}`)}
      styles={{ body: { paddingTop: 12 } }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div style={{ color: '#475569' }}>任课老师：{cls.teacherName ?? '待安排'}</div>
        <Space size={24}>
          <span><b style={{ fontSize: 22, color: '#0f172a' }}>{cls.studentCount}</b> 名学生</span>
          <span><b style={{ fontSize: 22, color: '#0ea5e9' }}>{cls.openedLessons}</b> 节已开放</span>
        </Space>
        <Space onClick={(e) => e.stopPropagation()}>
          <Button size="small" icon={<BookOutlined />} onClick={() => navigate(`/code-classroom/classroomDetails?classId=${cls.id}`)}>课程与学生</Button>
          <Badge count={cls.worksToReview} size="small">
            <Button size="small" icon={<EditOutlined />} onClick={() => navigate(`/code-classroom/classlist_works?classId=${cls.id}`)}>班级作品</Button>
          </Badge>
        </Space>
      </Space>
    </Card>
  );
}
