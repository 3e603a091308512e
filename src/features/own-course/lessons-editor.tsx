import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { SchoolCurriculumLesson } from '../../api/generated/api.schemas';
import { schoolCurriculumLessonDelete, schoolCurriculumLessonMove } from '../../api/generated/school-curriculum-lesson';
import { ownCourseMessages } from '../../../shared/own-course/own-course-messages';
import { fileNameOf } from '../course-viewer/course-viewer';
import { LessonFormModal } from './lesson-form-modal';
import { lessonsKey, useOwnLessons } from './use-own-curriculum';

/** The lessons of a self-made curriculum in their order: add, edit, move up or down, delete. */
export function LessonsEditor({ curriculumId }: { curriculumId: number }) {
  const lessons = useOwnLessons(curriculumId);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ lesson?: SchoolCurriculumLesson } | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: lessonsKey(curriculumId) });
  const rows = lessons.data ?? [];
  const nextSortOrder = Math.min((rows.at(-1)?.sortOrder ?? 0) + 1, 9999);
  const move = async (id: number, direction: 'up' | 'down') => {
    await schoolCurriculumLessonMove({ id, direction });
    await reload();
  };
  return (
    <Card
      title={`课节（${rows.length}/${ownCourseMessages.maxLessons}）`}
      extra={
        <Button type="primary" icon={<PlusOutlined />} disabled={rows.length >= ownCourseMessages.maxLessons} onClick={() => setEditing({})}>
          添加课节
        </Button>
      }
    >
      <Table<SchoolCurriculumLesson>
        rowKey="id"
        size="small"
        pagination={false}
        loading={lessons.isLoading}
        dataSource={rows}
        locale={{ emptyText: '还没有课节，点击“添加课节”开始编写' }}
        columns={[
          { key: 'index', title: '序号', width: 64, render: (_, __, index) => index + 1 },
          { key: 'title', title: '课节名称', dataIndex: 'title' },
          { key: 'durationMinutes', title: '时长', dataIndex: 'durationMinutes', width: 80, render: (v: number) => `${v} 分钟` },
          {
            key: 'parts',
            title: '内容',
            render: (_, lesson) => (
              <Space size={4} wrap>
                {lesson.content && <Tag>图文</Tag>}
                {lesson.video && <Tag color="purple">视频</Tag>}
                {lesson.attachment && <Tag color="green">{lesson.attachmentName || fileNameOf(lesson.attachment)}</Tag>}
                {lesson.ojProblemIds && <Tag color="orange">OJ {lesson.ojProblemIds}</Tag>}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: '操作',
            width: 260,
            render: (_, lesson, index) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(lesson.id, 'up')} aria-label={`上移 ${lesson.title}`} />
                <Button type="link" size="small" icon={<ArrowDownOutlined />} disabled={index === rows.length - 1} onClick={() => move(lesson.id, 'down')} aria-label={`下移 ${lesson.title}`} />
                <Button type="link" size="small" onClick={() => setEditing({ lesson })}>
                  编辑
                </Button>
                <Popconfirm title={`删除课节“${lesson.title}”？`} okText="删除" cancelText="取消" onConfirm={async () => { await schoolCurriculumLessonDelete({ id: lesson.id }); await reload(); }}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <LessonFormModal
        curriculumId={curriculumId}
        lesson={editing?.lesson}
        nextSortOrder={nextSortOrder}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await reload();
        }}
      />
    </Card>
  );
}
