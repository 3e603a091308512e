import { EditOutlined, FormOutlined, LockOutlined, PlayCircleOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ClassLessonRow } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { lessonOutlineColumns } from './lesson-outline-columns';
import { sourceParam } from '../classroom/use-student-courses';
import { AssignHomeworkDialog, type HomeworkLesson } from '../homework/assign-homework-dialog';
import { idParam, teacherPaths, useClassLessons, useLessonUnlock } from './use-teacher-classroom';

const dateTime = (at: string) => new Date(at).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * /code-classroom/classlist_desc_teacher?classId=&curriculumId=: a curriculum's lessons for one
 * class; each lesson is opened to (or locked from) the class's students here, taught, given as
 * homework or prepared (备课, my own notes, the same page for platform and self-made lessons).
 */
export function ClassLessonsPage(_: PageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const classId = idParam(params, 'classId');
  const curriculumId = idParam(params, 'curriculumId');
  // The school's own curricula (source=own) are opened, taught and given as homework here just like the platform's.
  const source = sourceParam(params) ?? 'platform';
  const { data, isLoading, isError } = useClassLessons(classId, curriculumId, source);
  const unlock = useLessonUnlock();
  const [homeworkOf, setHomeworkOf] = useState<HomeworkLesson | null>(null);
  if (!classId || !curriculumId || isError) return <Result status="404" title="课程不存在或不是你任教的班级" extra={<Button onClick={() => navigate('/code-classroom/myClass')}>返回我的班级</Button>} />;
  if (isLoading || !data) return <Skeleton active />;
  return (
    <div>
      <h1 style={{ fontSize: 22, margin: '0 0 4px' }}>{data.curriculum.name}</h1>
      <div style={{ color: '#64748b', marginBottom: 16 }}>
        {data.class.name} · {data.curriculum.subjectName} · 已开放 {data.curriculum.openedCount}/{data.curriculum.lessonCount} 节 · 开放后，本班学生才能在课堂里学习这节课
      </div>
      <Table<ClassLessonRow>
        rowKey="id"
        data-testid="class-lessons"
        dataSource={data.lessons}
        pagination={false}
        columns={[
          ...lessonOutlineColumns<ClassLessonRow>(),
          {
            title: '对学生',
            dataIndex: 'unlockedAt',
            render: (at: string | null, l) => (
              <Space>
                <Switch
                  aria-label={`开放 ${l.title}`}
                  checked={at !== null}
                  disabled={data.curriculum.openAll}
                  loading={unlock.isPending && unlock.variables?.lessonId === l.id}
                  checkedChildren={<UnlockOutlined />}
                  unCheckedChildren={<LockOutlined />}
                  onChange={(on) => unlock.mutate({ classId, lessonId: l.id, unlocked: on, source })}
                />
                {data.curriculum.openAll ? <Tag color="green">授权时已全部开放</Tag> : at ? <Tag color="green">{dateTime(at)} 开放</Tag> : <Tag>未开放</Tag>}
              </Space>
            ),
          },
          {
            title: '操作',
            render: (_, l) => (
              <Space>
                <Button type="primary" ghost icon={<PlayCircleOutlined />} onClick={() => navigate(teacherPaths.teaching(classId, l.id, source))}>
                  上课
                </Button>
                <Button icon={<EditOutlined />} onClick={() => setHomeworkOf({ id: l.id, title: l.title, source })}>
                  布置作业
                </Button>
                <Button icon={<FormOutlined />} onClick={() => navigate(teacherPaths.prepare(l.id, source))}>
                  备课
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <AssignHomeworkDialog classId={classId} lesson={homeworkOf} onClose={() => setHomeworkOf(null)} />
    </div>
  );
}
