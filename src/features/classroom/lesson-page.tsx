import { ArrowLeftOutlined, BulbFilled, DownloadOutlined, LeftOutlined, MessageOutlined, PaperClipOutlined, PlayCircleFilled, RightOutlined, TrophyFilled } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton, Space, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { feedbackTypes } from '../../../shared/account-safety/feedback-rules';
import type { StudentLessonDetail, WorkKind } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { fileNameOf } from '../course-viewer/course-viewer';
import { feedbackDialog } from '../feedback/feedback-dialog-store';
import { safeNoticeHtml } from '../notice/notice-html';
import { coursewareFormat } from '../teacher-classroom/lesson-slides';
import { BrightCard, pageBackground } from './bright-card';
import { KindIcon } from './kind-icon';
import { idParam, sourceParam, studentPaths, useStudentLesson } from './use-student-courses';
import { kindNames, openWork } from './work-links';

const tryKinds: WorkKind[] = ['block', 'python', 'cpp'];

/** The lesson's courseware or attachment: a PDF or picture in place, anything else to download. */
function Courseware({ lesson }: { lesson: StudentLessonDetail }) {
  const src = lesson.courseware!;
  const name = lesson.coursewareName || fileNameOf(src);
  const format = coursewareFormat(src);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {format === 'pdf' ? <iframe title="课件" src={src} style={{ width: '100%', height: '70vh', border: 0, borderRadius: 12, background: '#fff' }} /> : null}
      {format === 'image' ? <img src={src} alt={name} style={{ maxWidth: '100%', borderRadius: 12 }} /> : null}
      <Button icon={format === 'other' ? <DownloadOutlined /> : <PaperClipOutlined />} href={src} target="_blank" rel="noopener noreferrer" shape="round" size="large">
        {format === 'other' ? `下载 ${name}` : `在新窗口打开 ${name}`}
      </Button>
    </Space>
  );
}

/**
 * /code-classroom-stu/stuDetails2 课节详情?source=&id=(&classId=): an open lesson — its video,
 * what to learn, the courseware, practice problems — then a nudge to try it in a work of my own,
 * and the open lessons before and after.
 */
export function LessonPage(_: PageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const source = sourceParam(params);
  const id = idParam(params, 'id');
  const classId = idParam(params, 'classId');
  const { data: lesson, isLoading, error } = useStudentLesson(source, id);
  const coursePath = (curriculumId: number) => (classId && source ? studentPaths.classCourse(classId, source, curriculumId) : studentPaths.course(source!, curriculumId));
  if (!source || !id || error) {
    return (
      <Result
        status="403"
        title={error?.message ?? '请从课程里选择要学习的课'}
        subTitle="老师在课堂上开放这节课后，就可以来学习啦"
        extra={<Button shape="round" type="primary" onClick={() => navigate(studentPaths.courses)}>去我的课程</Button>}
      />
    );
  }
  if (isLoading || !lesson) return <Skeleton active />;
  const step = (to: number) => navigate(studentPaths.lesson(lesson.source, to, classId || undefined));
  return (
    <div style={pageBackground} data-testid="student-lesson-page">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(coursePath(lesson.curriculumId))} style={{ paddingLeft: 0 }}>
        返回《{lesson.curriculumName}》
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap', gap: 12, margin: '4px 0 16px' }}>
        <div>
          <div style={{ color: '#7c3aed', fontWeight: 600 }}>
            第 {lesson.position} 课 / 共 {lesson.lessonCount} 课{lesson.chapter ? ` · ${lesson.chapter}` : ''}
          </div>
          <h1 style={{ fontSize: 30, margin: '4px 0', color: '#1e293b' }}>{lesson.title}</h1>
          <Space wrap>
            <Tag color="cyan">{lesson.curriculumName}</Tag>
            <Tag color="gold">{lesson.durationMinutes} 分钟</Tag>
          </Space>
        </div>
        {lesson.source === 'platform' ? (
          <Button shape="round" icon={<MessageOutlined />} onClick={() => feedbackDialog.open({ type: feedbackTypes.course, targetId: lesson.id })}>
            课程反馈
          </Button>
        ) : null}
      </div>

      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {lesson.video ? (
          <BrightCard title="看视频" icon={<PlayCircleFilled />} color="#0ea5e9">
            <video data-testid="lesson-video" src={lesson.video} controls preload="metadata" style={{ width: '100%', maxHeight: '70vh', borderRadius: 16, background: '#000' }} />
          </BrightCard>
        ) : null}
        {lesson.content ? (
          <BrightCard title="学一学" icon={<BulbFilled />} color="#f59e0b">
            {lesson.contentFormat === 'html' ? (
              <div data-testid="lesson-content" className="course-viewer-html" style={{ fontSize: 17, lineHeight: 1.9 }} dangerouslySetInnerHTML={{ __html: safeNoticeHtml(lesson.content) }} />
            ) : (
              <div data-testid="lesson-content" style={{ fontSize: 18, lineHeight: 1.9, whiteSpace: 'pre-wrap' }}>{lesson.content}</div>
            )}
          </BrightCard>
        ) : null}
        {lesson.courseware ? (
          <BrightCard title="课件资料" icon={<PaperClipOutlined />} color="#8b5cf6">
            <Courseware lesson={lesson} />
          </BrightCard>
        ) : null}
        {!lesson.video && !lesson.content && !lesson.courseware ? (
          <BrightCard title="这节课" color="#94a3b8">
            <Empty description="这节课的内容老师会在课堂上讲解" />
          </BrightCard>
        ) : null}
        {lesson.ojProblemIds.length ? (
          <BrightCard title="闯关练习" icon={<TrophyFilled />} color="#ef4444">
            <Space wrap>
              {lesson.ojProblemIds.map((problemId, i) => (
                <Button key={problemId} size="large" shape="round" onClick={() => navigate(`/oj/questionBank/details?id=${problemId}`)}>
                  第 {i + 1} 关 · 题目 {problemId}
                </Button>
              ))}
            </Space>
          </BrightCard>
        ) : null}
        <BrightCard title="动手试一试" icon={<BulbFilled />} color="#22c55e">
          <div style={{ color: '#475569', marginBottom: 10 }}>学完了？马上新建一个作品，把今天学到的做出来吧！</div>
          <Space wrap size={12}>
            {tryKinds.map((kind) => (
              <Button key={kind} size="large" shape="round" onClick={() => openWork(navigate, kind)} style={{ height: 48 }}>
                <KindIcon kind={kind} size={20} /> 新建{kindNames[kind]}作品
              </Button>
            ))}
          </Space>
        </BrightCard>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
          <Button size="large" shape="round" icon={<LeftOutlined />} disabled={lesson.previousLessonId === null} onClick={() => step(lesson.previousLessonId!)}>
            上一课
          </Button>
          <Button size="large" shape="round" type="primary" disabled={lesson.nextLessonId === null} onClick={() => step(lesson.nextLessonId!)}>
            {lesson.nextLessonId === null ? '后面的课还没开放' : '下一课'} <RightOutlined />
          </Button>
        </div>
      </Space>
    </div>
  );
}
