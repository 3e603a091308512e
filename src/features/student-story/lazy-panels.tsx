import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../app/chunk-load/chunk-load-error';

// The story panels (calendar, timeline, charts) load when a detail page opens, not with the area's first screen.
const StudentStory = lazy(() => loadChunk(() => import('./student-story-panel')).then((m) => ({ default: m.StudentStoryPanel })));
const ClassStory = lazy(() => loadChunk(() => import('./class-story-panel')).then((m) => ({ default: m.ClassStoryPanel })));

export function LazyStudentStoryPanel(props: { studentId: number }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <StudentStory {...props} />
    </Suspense>
  );
}

export function LazyClassStoryPanel(props: { classId: number; studentLinks?: boolean }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <ClassStory {...props} />
    </Suspense>
  );
}
