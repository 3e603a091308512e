import { Progress, Tag } from 'antd';
import type { StudentCourse } from '../../api/generated/api.schemas';
import { CourseArt, levelNames } from './course-art';

/** How far the class has come: every lesson open reads 全部开放, none yet reads 等老师开课. */
export function openedText(course: Pick<StudentCourse, 'openedCount' | 'lessonCount'>): string {
  if (course.lessonCount === 0) return '课节准备中';
  if (course.openedCount === 0) return '等老师开课';
  if (course.openedCount >= course.lessonCount) return `全部开放 · ${course.lessonCount} 节`;
  return `已开放 ${course.openedCount}/${course.lessonCount} 节`;
}

/** A course as a big friendly card: picture, name, where it comes from, level, and how much is open. */
export function CourseCard({ course, onOpen }: { course: StudentCourse; onOpen(): void }) {
  const [level, levelColor] = levelNames[course.level] ?? ['', 'default'];
  const percent = course.lessonCount ? Math.round((course.openedCount / course.lessonCount) * 100) : 0;
  return (
    <button
      type="button"
      data-testid={`course-card-${course.source}-${course.id}`}
      onClick={onOpen}
      className="student-course-card"
      style={{ all: 'unset', boxSizing: 'border-box', cursor: 'pointer', display: 'block', width: '100%', background: '#fff', borderRadius: 20, padding: 10, boxShadow: '0 6px 18px rgba(15,23,42,0.08)', transition: 'transform .15s' }}
      onMouseEnter={(e) => (e.currentTarget.style.transform = 'translateY(-3px)')}
      onMouseLeave={(e) => (e.currentTarget.style.transform = '')}
    >
      <div style={{ position: 'relative' }}>
        <CourseArt course={course} />
        {course.source === 'own' ? <Tag color="magenta" style={{ position: 'absolute', top: 8, left: 8, borderRadius: 10 }}>学校特色课</Tag> : null}
      </div>
      <div style={{ padding: '10px 6px 2px' }}>
        <div style={{ fontSize: 18, fontWeight: 700, color: '#1e293b', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{course.name}</div>
        <div style={{ margin: '6px 0' }}>
          <Tag color="cyan">{course.subjectName}</Tag>
          {level ? <Tag color={levelColor}>{level}</Tag> : null}
        </div>
        <Progress percent={percent} showInfo={false} size="small" strokeColor={{ from: '#34d399', to: '#22c55e' }} />
        <div style={{ color: course.openedCount ? '#16a34a' : '#94a3b8', fontSize: 14 }}>{openedText(course)}</div>
      </div>
    </button>
  );
}
