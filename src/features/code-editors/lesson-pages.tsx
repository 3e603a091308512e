import { useState } from 'react';
import type { PageProps } from '../../resources/page-props';
import { reloadForIsolation } from './cross-origin-isolation';
import { LessonWorkbench } from './lesson-workbench';

/** /python/course_v2?lessonId=: a student (or a teacher preparing) reads a Python lesson and runs its programs in the browser. */
export function PythonCoursePage({ route }: PageProps) {
  const [reloading] = useState(reloadForIsolation);
  return reloading ? null : <LessonWorkbench title={route.title} language="python" allowed={['student', 'staff']} />;
}

/** /python/teachpy_v2?classId=&lessonId=: the teacher steps through a Python lesson in class, running the examples live. */
export function PythonTeachPage({ route }: PageProps) {
  const [reloading] = useState(reloadForIsolation);
  return reloading ? null : <LessonWorkbench title={route.title} language="python" allowed={['staff']} teaching />;
}

/** /cpp?classId=&lessonId=: a C++ lesson as the teacher teaches it, the examples compiled and run in the judge sandbox. */
export function CppTeacherLessonPage({ route }: PageProps) {
  return <LessonWorkbench title={route.title} language="cpp" allowed={['staff']} teaching />;
}

/** /cpp/stu?lessonId=: a student's C++ lesson with an editor that runs in the judge sandbox and saves as a C++ work. */
export function CppStudentLessonPage({ route }: PageProps) {
  return <LessonWorkbench title={route.title} language="cpp" allowed={['student']} />;
}
