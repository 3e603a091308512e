import { CompressOutlined, EditOutlined, ExpandOutlined, LeftOutlined, LockOutlined, RightOutlined, UnlockOutlined } from '@ant-design/icons';
import { Badge, Button, Result, Skeleton, Space, Switch, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../resources/page-props';
import { sourceParam } from '../classroom/use-student-courses';
import { AssignHomeworkDialog } from '../homework/assign-homework-dialog';
import { lessonSlides } from './lesson-slides';
import { LessonStage } from './lesson-stage';
import { idParam, teacherPaths, useLessonUnlock, useTeachingLesson } from './use-teacher-classroom';

/** Keys a presenter's clicker or keyboard sends to step on or back. */
const forwardKeys = ['ArrowRight', 'ArrowDown', 'PageDown', ' '];
const backKeys = ['ArrowLeft', 'ArrowUp', 'PageUp'];

/**
 * /code-classroom/teach-lessons/lessons?classId=&lessonId=&source=: teaching a lesson (platform or
 * the school's own) to a class — the material as full-screen slides stepped with the keyboard, the
 * switch that opens the lesson to the students, 布置作业, and who of the class is signed in.
 */
export function TeachingPage(_: PageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const classId = idParam(params, 'classId');
  const lessonId = idParam(params, 'lessonId');
  const source = sourceParam(params) ?? 'platform';
  const { data, isLoading, isError } = useTeachingLesson(classId, lessonId, source);
  const unlock = useLessonUnlock();
  const [step, setStep] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [homework, setHomework] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const slides = useMemo(() => (data ? lessonSlides(data.lesson) : []), [data]);

  useEffect(() => setStep(0), [lessonId]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.target as HTMLElement | null)?.closest('input, textarea, video, [role="switch"]')) return;
      if (forwardKeys.includes(event.key)) setStep((s) => Math.min(s + 1, slides.length - 1));
      else if (backKeys.includes(event.key)) setStep((s) => Math.max(s - 1, 0));
      else return;
      event.preventDefault();
    };
    const onFullscreen = () => setFullscreen(document.fullscreenElement === stage.current);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [slides.length]);

  if (!classId || !lessonId || isError) return <Result status="404" title="课节不存在或不是你任教的班级" extra={<Button onClick={() => navigate('/code-classroom/myClass')}>返回我的班级</Button>} />;
  if (isLoading || !data) return <Skeleton active />;
  const open = data.unlockedAt !== null;
  const online = data.students.filter((s) => s.online).length;
  const goLesson = (id: number) => navigate(teacherPaths.teaching(classId, id, source));
  // The dialog and its date pickers open on the page, outside the full-screen stage: leave full screen first.
  const openHomework = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    setHomework(true);
  };
  const toggleFullscreen = () => (document.fullscreenElement ? void document.exitFullscreen() : void stage.current?.requestFullscreen());

  return (
    <div ref={stage} data-testid="teaching-view" style={{ display: 'flex', flexDirection: 'column', height: fullscreen ? '100vh' : 'calc(100vh - 160px)', minHeight: 480, background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)', borderRadius: fullscreen ? 0 : 16, overflow: 'hidden', color: '#e2e8f0' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '12px 20px', background: 'rgba(15,23,42,0.6)' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: 18, fontWeight: 600, color: '#fff', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{data.lesson.title}</div>
          <div style={{ fontSize: 13, color: '#94a3b8' }}>{data.class.name} · {data.lesson.curriculumName} · {data.lesson.durationMinutes} 分钟</div>
        </div>
        <Space>
          <span style={{ color: open ? '#86efac' : '#cbd5e1' }}>{data.openAll ? '授权时已全部开放' : open ? '学生已可学习' : '学生还看不到'}</span>
          <Switch
            aria-label="对学生开放本课"
            checked={open}
            disabled={data.openAll}
            loading={unlock.isPending}
            checkedChildren={<><UnlockOutlined /> 已开放</>}
            unCheckedChildren={<><LockOutlined /> 未开放</>}
            onChange={(on) => unlock.mutate({ classId, lessonId, unlocked: on, source })}
          />
          <Button ghost icon={<EditOutlined />} onClick={openHomework}>布置作业</Button>
          <Tooltip title={fullscreen ? '退出全屏' : '全屏授课'}>
            <Button ghost icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />} onClick={toggleFullscreen} aria-label={fullscreen ? '退出全屏' : '全屏授课'} />
          </Tooltip>
        </Space>
      </header>
      <div style={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <main style={{ flex: 1, minWidth: 0, position: 'relative' }} data-testid="teaching-stage">
          <LessonStage slide={slides[step]} />
        </main>
        <aside style={{ width: 220, background: 'rgba(15,23,42,0.45)', padding: 16, overflow: 'auto' }} aria-label="班级学生">
          <div style={{ color: '#fff', fontWeight: 600, marginBottom: 8 }}>已登录 {online}/{data.students.length}</div>
          {data.students.map((s) => (
            <div key={s.id} style={{ padding: '4px 0' }}>
              <Badge color={s.online ? '#22c55e' : '#64748b'} text={<span style={{ color: s.online ? '#f8fafc' : '#94a3b8' }}>{s.realName}</span>} />
            </div>
          ))}
          {data.students.length === 0 ? <div style={{ color: '#94a3b8' }}>班级还没有学生</div> : null}
          {data.notes ? (
            <details style={{ marginTop: 16 }} data-testid="teaching-notes">
              <summary style={{ color: '#fff', fontWeight: 600, cursor: 'pointer' }}>我的备课笔记</summary>
              <div style={{ whiteSpace: 'pre-wrap', color: '#cbd5e1', marginTop: 8, fontSize: 13 }}>{data.notes}</div>
            </details>
          ) : null}
          {/* The same 备课 page for a platform lesson and a self-made one: notes written there show here. */}
          <Button type="link" style={{ padding: 0, marginTop: 8, color: '#93c5fd' }} onClick={() => navigate(teacherPaths.prepare(lessonId, source))}>
            {data.notes ? '修改备课笔记' : '写备课笔记'}
          </Button>
        </aside>
      </div>
      <footer style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '10px 20px', background: 'rgba(15,23,42,0.6)' }}>
        <Button ghost disabled={!data.previousLessonId} onClick={() => data.previousLessonId && goLesson(data.previousLessonId)}>上一课</Button>
        <div style={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 12 }}>
          <Button shape="circle" size="large" icon={<LeftOutlined />} disabled={step === 0} onClick={() => setStep(step - 1)} aria-label="上一页" />
          <span data-testid="slide-position" style={{ minWidth: 64, textAlign: 'center' }}>{step + 1} / {slides.length}</span>
          <Button shape="circle" size="large" type="primary" icon={<RightOutlined />} disabled={step >= slides.length - 1} onClick={() => setStep(step + 1)} aria-label="下一页" />
        </div>
        <Button ghost disabled={!data.nextLessonId} onClick={() => data.nextLessonId && goLesson(data.nextLessonId)}>下一课</Button>
      </footer>
      <AssignHomeworkDialog classId={classId} lesson={homework ? { id: lessonId, title: data.lesson.title, source } : null} onClose={() => setHomework(false)} />
    </div>
  );
}
