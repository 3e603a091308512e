import { FileTextOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/** What every teacher-side lesson list shows of a lesson before its own columns. */
export interface LessonOutline {
  sortOrder: number;
  chapter?: string | null;
  title: string;
  hasVideo: boolean;
  hasCourseware: boolean;
  durationMinutes: number;
}

/** 序号 · 章节 · 课节 (with video and courseware marks) · 时长: the outline a teacher reads a curriculum by. */
export function lessonOutlineColumns<T extends LessonOutline>(): ColumnsType<T> {
  return [
    { title: '序号', dataIndex: 'sortOrder', width: 70 },
    { title: '章节', dataIndex: 'chapter', render: (chapter: string | null) => chapter ?? '—' },
    {
      title: '课节',
      dataIndex: 'title',
      render: (title: string, l) => (
        <Space>
          {title}
          {l.hasVideo ? <Tooltip title="有教学视频"><VideoCameraOutlined style={{ color: '#0ea5e9' }} /></Tooltip> : null}
          {l.hasCourseware ? <Tooltip title="有课件"><FileTextOutlined style={{ color: '#f59e0b' }} /></Tooltip> : null}
        </Space>
      ),
    },
    { title: '时长', dataIndex: 'durationMinutes', render: (m: number) => `${m} 分钟` },
  ];
}
