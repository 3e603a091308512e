import { CheckCircleFilled, FileTextFilled, LockFilled, PlayCircleFilled, VideoCameraFilled } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { StudentCourseLessonRow } from '../../api/generated/api.schemas';

/** Lessons grouped under their chapters, in order; lessons without a chapter form one group. */
function byChapter(lessons: StudentCourseLessonRow[]) {
  const groups: { chapter: string | null; lessons: { lesson: StudentCourseLessonRow; number: number }[] }[] = [];
  lessons.forEach((lesson, i) => {
    const last = groups[groups.length - 1];
    if (last && last.chapter === lesson.chapter) last.lessons.push({ lesson, number: i + 1 });
    else groups.push({ chapter: lesson.chapter, lessons: [{ lesson, number: i + 1 }] });
  });
  return groups;
}

/**
 * A course's lessons as a path to walk: numbered stops joined by a line, open ones bright green
 * with a 去学习 button, locked ones grey behind a lock until the teacher opens them in class.
 */
export function LessonPath({ lessons, onOpen }: { lessons: StudentCourseLessonRow[]; onOpen(id: number): void }) {
  return (
    <div data-testid="lesson-path">
      {byChapter(lessons).map((group, g) => (
        <div key={`${group.chapter ?? ''}-${g}`} style={{ marginBottom: 12 }}>
          {group.chapter ? <div style={{ fontSize: 16, fontWeight: 700, color: '#7c3aed', margin: '8px 0' }}>{group.chapter}</div> : null}
          {group.lessons.map(({ lesson, number }, i) => {
            const open = lesson.unlocked;
            const last = i === group.lessons.length - 1;
            return (
              <div key={lesson.id} data-testid={open ? `path-open-${lesson.id}` : `path-locked-${lesson.id}`} style={{ display: 'flex', gap: 14, alignItems: 'stretch' }}>
                <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 44 }}>
                  <div style={{ width: 44, height: 44, borderRadius: '50%', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 18, fontWeight: 700, color: '#fff', background: open ? 'linear-gradient(135deg,#4ade80,#16a34a)' : '#cbd5e1', boxShadow: open ? '0 4px 10px rgba(22,163,74,0.35)' : undefined }}>
                    {open ? number : <LockFilled />}
                  </div>
                  {last ? null : <div style={{ flex: 1, width: 4, minHeight: 14, background: open ? '#86efac' : '#e2e8f0', borderRadius: 2 }} />}
                </div>
                <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, background: open ? '#f0fdf4' : '#f8fafc', borderRadius: 16, padding: '10px 14px', marginBottom: last ? 0 : 10 }}>
                  <div>
                    <div style={{ fontSize: 17, fontWeight: 600, color: open ? '#14532d' : '#94a3b8' }}>
                      第 {number} 课 · {lesson.title}
                    </div>
                    <div style={{ color: '#64748b', fontSize: 13, marginTop: 2 }}>
                      {lesson.durationMinutes} 分钟
                      {lesson.hasVideo ? <Tooltip title="有教学视频"><VideoCameraFilled style={{ color: '#0ea5e9', marginLeft: 8 }} aria-label="有教学视频" /></Tooltip> : null}
                      {lesson.hasMaterial ? <Tooltip title="有课件资料"><FileTextFilled style={{ color: '#f59e0b', marginLeft: 8 }} aria-label="有课件资料" /></Tooltip> : null}
                    </div>
                  </div>
                  {open ? (
                    <Button type="primary" shape="round" size="large" icon={<PlayCircleFilled />} style={{ background: '#22c55e' }} onClick={() => onOpen(lesson.id)}>
                      去学习
                    </Button>
                  ) : (
                    <span style={{ color: '#94a3b8' }}>等老师开放</span>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The count line above the path: how many stops are open. */
export function PathSummary({ lessons }: { lessons: StudentCourseLessonRow[] }) {
  const open = lessons.filter((l) => l.unlocked).length;
  return (
    <span style={{ color: '#16a34a', fontSize: 15 }}>
      <CheckCircleFilled /> 已开放 {open} / {lessons.length} 节
    </span>
  );
}
