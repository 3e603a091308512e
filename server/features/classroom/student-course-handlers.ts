import type { AppDeps } from '../../app-deps';
import { loadSessionActor } from '../../auth/session-actor';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { studentOnly } from '../works/works-model';
import { studentClassHome, studentCourseLesson, studentCourseLessons, studentCourses } from './student-courses';

/** The student classroom's courses, class home and lessons: thin handlers over the student-courses model. */
export function studentCourseHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  const student = async (request: Parameters<typeof loadSessionActor>[1]) => studentOnly(await loadSessionActor(db, request));
  return {
    async studentCourses(request) {
      return ok(await studentCourses(db, await student(request)));
    },
    async studentClassHome(request) {
      return ok(await studentClassHome(db, await student(request), request.body.classId));
    },
    async studentCourseLessons(request) {
      return ok(await studentCourseLessons(db, await student(request), request.body.source, request.body.curriculumId));
    },
    async studentCourseLesson(request) {
      return ok(await studentCourseLesson(db, await student(request), request.body.source, request.body.lessonId));
    },
  };
}
