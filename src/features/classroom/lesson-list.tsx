import { LockFilled, PlayCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ClassroomLesson } from '../../api/generated/api.schemas';

/** Lessons shown per course on the home before "共 N 节课". */
const shown = 6;

/**
 * A course's lessons for the student: the ones the teacher has opened first, each a button that
 * opens it; the rest wait behind a lock until the teacher opens them in class.
 */
export function LessonList({ lessons, onOpen }: { lessons: ClassroomLesson[]; onOpen(id: number): void }) {
  const ordered = [...lessons.filter((l) => l.unlocked), ...lessons.filter((l) => !l.unlocked)].slice(0, shown);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 8 }}>
      {ordered.map((l) =>
        l.unlocked ? (
          <Button key={l.id} data-testid={`lesson-open-${l.id}`} shape="round" style={{ textAlign: 'left', background: '#dcfce7', borderColor: '#86efac' }} icon={<PlayCircleFilled style={{ color: '#16a34a' }} />} onClick={() => onOpen(l.id)}>
            {l.title} <span style={{ color: '#16a34a', marginLeft: 6 }}>已开放</span>
          </Button>
        ) : (
          <div key={l.id} data-testid={`lesson-locked-${l.id}`} style={{ color: '#94a3b8', padding: '4px 15px' }}>
            <LockFilled /> {l.title}
          </div>
        ),
      )}
      {lessons.length > shown ? <div style={{ color: '#64748b' }}>共 {lessons.length} 节课</div> : null}
    </div>
  );
}
