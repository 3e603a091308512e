import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Skeleton } from 'antd';
import { studentOpenedLesson } from '../../api/generated/classroom';
import { content } from '../../api/request';
import { coursewareFormat } from '../teacher-classroom/lesson-slides';

/** An opened lesson for the student: its video, courseware and content, in a big friendly dialog. */
export function StudentLessonDialog({ lessonId, onClose }: { lessonId: number | null; onClose(): void }) {
  const { data, isLoading } = useQuery({ queryKey: ['student-lesson', lessonId], queryFn: () => content(studentOpenedLesson({ lessonId: lessonId! })), enabled: lessonId !== null });
  const format = data?.courseware ? coursewareFormat(data.courseware) : null;
  return (
    <Modal open={lessonId !== null} onCancel={onClose} footer={null} width={960} title={data ? <span style={{ fontSize: 20 }}>{data.title}</span> : '课节'} destroyOnHidden>
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <div data-testid="student-lesson" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ color: '#64748b' }}>{[data.curriculumName, data.chapter].filter(Boolean).join(' · ')} · {data.durationMinutes} 分钟</div>
          {data.video ? <video src={data.video} controls style={{ width: '100%', borderRadius: 16, background: '#000' }} /> : null}
          {data.content ? <div style={{ fontSize: 18, lineHeight: 1.8, whiteSpace: 'pre-wrap', background: '#f0f9ff', borderRadius: 16, padding: 16 }}>{data.content}</div> : null}
          {format === 'pdf' ? <iframe title="课件" src={data.courseware!} style={{ width: '100%', height: '60vh', border: 0, borderRadius: 12 }} /> : null}
          {format === 'image' ? <img src={data.courseware!} alt="课件" style={{ maxWidth: '100%', borderRadius: 12 }} /> : null}
          {format === 'other' ? <Button icon={<DownloadOutlined />} href={data.courseware!} target="_blank" shape="round" size="large">下载课件</Button> : null}
          {!data.video && !data.content && !data.courseware ? <Empty description="这节课的资料老师会在课上讲解" /> : null}
        </div>
      )}
    </Modal>
  );
}
