import { PlayCircleFilled } from '@ant-design/icons';
import { Empty, Space, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../resources/page-props';
import { EditorFrame } from './editor-frame';
import { LessonGate } from './lesson-gate';
import { idFrom, useLessonMaterial } from './use-lesson-material';

/**
 * /code-classroom/video?lessonId=(&classId=): a lesson's video, large. The address is public; the
 * video is the school's, so it plays for the student whose teacher opened the lesson and for the
 * school's teachers, through the same calls as the classroom.
 */
export function LessonVideoPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const lessonId = idFrom(params, 'lessonId');
  const { data, kind, failure, isLoading } = useLessonMaterial(lessonId, idFrom(params, 'classId'));
  const lesson = data?.lesson;
  return (
    <EditorFrame title={route.title} icon={<PlayCircleFilled />} color="#db2777" toolbar={lesson ? <Space wrap><b style={{ fontSize: 18 }}>{lesson.title}</b><Tag color="blue">{lesson.curriculumName}</Tag>{lesson.chapter ? <Tag>{lesson.chapter}</Tag> : null}</Space> : <span style={{ color: '#475569' }}>课程视频</span>}>
      <LessonGate lessonId={lessonId} kind={kind} allowed={['student', 'staff']} failure={failure} loading={isLoading || !data}>
        {lesson?.video ? (
          <video data-testid="lesson-video" src={lesson.video} controls autoPlay={false} playsInline style={{ width: '100%', maxHeight: '72vh', borderRadius: 12, background: '#000' }} />
        ) : (
          <Empty description="这节课没有视频" />
        )}
      </LessonGate>
    </EditorFrame>
  );
}
