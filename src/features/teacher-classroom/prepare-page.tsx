import { PlayCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Input, List, Result, Row, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { teacherSaveLessonNotes } from '../../api/generated/classroom';
import { content } from '../../api/request';
import type { CourseSource } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { sourceParam } from '../classroom/use-student-courses';
import { LessonMaterialView } from './lesson-material-view';
import { idParam, teacherPaths } from './use-teacher-classroom';
import { useLessonPreparation } from './use-preparation';

// Platform and self-made lessons number apart, so the draft is kept per source (platform keeps its old key).
const draftKey = (lessonId: number, source: CourseSource) => (source === 'platform' ? `lesson-notes-draft:${lessonId}` : `lesson-notes-draft:${source}:${lessonId}`);

/**
 * /code-classroom/prepare-lessons/prepare?lessonId=&source= (备课): the lesson's material, my own notes
 * (kept in this browser until saved, so nothing typed is lost), and my classes to teach it to. One
 * page for a platform lesson and a lesson of the school's own curriculum (source=own).
 */
export function PreparePage(_: PageProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const lessonId = idParam(params, 'lessonId');
  const source = sourceParam(params) ?? 'platform';
  const { data, isLoading, isError } = useLessonPreparation(lessonId, source);
  const [notes, setNotes] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setNotes(localStorage.getItem(draftKey(lessonId, source)) ?? data.notes);
  }, [data, lessonId, source]);

  if (!lessonId || isError) return <Result status="404" title={source === 'own' ? '课节不存在或课程已停用' : '课节不存在或学校未获授权'} extra={<Button onClick={() => navigate('/code-classroom/prepare-lessons')}>返回备课中心</Button>} />;
  if (isLoading || !data || notes === null) return <Skeleton active />;
  const unsaved = notes !== data.notes;
  const edit = (text: string) => {
    setNotes(text);
    localStorage.setItem(draftKey(lessonId, source), text);
  };
  const save = async () => {
    setSaving(true);
    try {
      await content(teacherSaveLessonNotes({ lessonId, notes, source }));
      localStorage.removeItem(draftKey(lessonId, source));
      void message.success('备课笔记已保存');
      await client.invalidateQueries({ queryKey: ['teacher-classroom'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <h1 style={{ fontSize: 22, margin: '0 0 4px' }}>{data.lesson.title}</h1>
      <div style={{ color: '#64748b', marginBottom: 16 }}>{[data.lesson.curriculumName, data.lesson.chapter].filter(Boolean).join(' · ')} · {data.lesson.durationMinutes} 分钟</div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card title="课程资料">
            <LessonMaterialView lesson={data.lesson} />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Space direction="vertical" style={{ width: '100%' }} size={16}>
            <Card title="我的备课笔记" extra={unsaved ? <Tag color="orange">未保存（已暂存在本机）</Tag> : data.notesUpdatedAt ? <Tag color="green">已保存</Tag> : null}>
              <Input.TextArea aria-label="备课笔记" value={notes} onChange={(e) => edit(e.target.value)} maxLength={5000} showCount autoSize={{ minRows: 8, maxRows: 20 }} placeholder="教学目标、重难点、课堂提问、时间安排……只有你自己能看到" />
              <Button type="primary" icon={<SaveOutlined />} style={{ marginTop: 16 }} loading={saving} disabled={!unsaved} onClick={() => void save()}>保存笔记</Button>
            </Card>
            <Card title="去上课">
              <List
                dataSource={data.classes}
                locale={{ emptyText: <Empty description={source === 'own' ? '这门课还没有授权给你任教的班级' : '你还没有任教的班级'} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
                renderItem={(cls) => (
                  <List.Item actions={[<Button key="teach" type="link" icon={<PlayCircleOutlined />} onClick={() => navigate(teacherPaths.teaching(cls.id, lessonId, source))}>上课</Button>]}>
                    {cls.name} {cls.unlockedAt ? <Tag color="green">已开放</Tag> : <Tag>未开放</Tag>}
                  </List.Item>
                )}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </div>
  );
}
