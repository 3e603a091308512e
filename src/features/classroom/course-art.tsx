import { AppstoreFilled, BookFilled, CodeFilled, RocketFilled, SmileFilled, ThunderboltFilled } from '@ant-design/icons';
import type { StudentCourse } from '../../api/generated/api.schemas';

/** Bright pairs for covers a course has no picture for; picked from the name so a course keeps its colours. */
const gradients = [
  ['#60a5fa', '#a78bfa'],
  ['#34d399', '#22d3ee'],
  ['#fbbf24', '#f97316'],
  ['#f472b6', '#fb7185'],
  ['#a3e635', '#34d399'],
  ['#818cf8', '#38bdf8'],
];

function pick<T>(list: T[], key: string): T {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return list[hash % list.length];
}

/** An icon that says what the course teaches, from its subject or name. */
function iconOf(course: Pick<StudentCourse, 'name' | 'subjectName'>) {
  const text = `${course.subjectName} ${course.name}`.toLowerCase();
  if (text.includes('python')) return CodeFilled;
  if (text.includes('c++') || text.includes('信息学') || text.includes('算法')) return ThunderboltFilled;
  if (text.includes('scratch') || text.includes('图形化') || text.includes('积木')) return AppstoreFilled;
  if (text.includes('启蒙') || text.includes('幼')) return SmileFilled;
  if (text.includes('机器人') || text.includes('人工智能')) return RocketFilled;
  return BookFilled;
}

/** The course's cover picture, or a cheerful gradient with its icon. */
export function CourseArt({ course, height = 120, radius = 16 }: { course: Pick<StudentCourse, 'name' | 'subjectName' | 'cover'>; height?: number; radius?: number }) {
  if (course.cover) {
    return <img src={course.cover} alt="" style={{ width: '100%', height, objectFit: 'cover', borderRadius: radius, display: 'block' }} />;
  }
  const [from, to] = pick(gradients, course.name);
  const Icon = iconOf(course);
  return (
    <div aria-hidden style={{ height, borderRadius: radius, background: `linear-gradient(135deg, ${from}, ${to})`, display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'relative', overflow: 'hidden' }}>
      <span style={{ position: 'absolute', width: height, height, borderRadius: '50%', background: 'rgba(255,255,255,0.18)', right: -height / 4, top: -height / 3 }} />
      <span style={{ position: 'absolute', width: height / 2, height: height / 2, borderRadius: '50%', background: 'rgba(255,255,255,0.15)', left: 12, bottom: -height / 6 }} />
      <Icon style={{ fontSize: Math.round(height * 0.42), color: '#fff', filter: 'drop-shadow(0 4px 6px rgba(0,0,0,0.15))' }} />
    </div>
  );
}

export const levelNames: Record<number, [string, string]> = { 1: ['入门', 'green'], 2: ['进阶', 'blue'], 3: ['高级', 'purple'] };
