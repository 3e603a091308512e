import type { AppDeps } from '../../app-deps';
import { loadActor, loadSessionActor, requirePermission, staffActor } from '../../auth/session-actor';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { studentOnly } from '../works/works-model';
import { studentNextLesson, teacherLessonDay } from './lesson-days';

/** The classroom homes' first cards: a teacher's lessons of the day, a student's next lesson. */
export function lessonDayHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    async teacherLessonDay(request) {
      const actor = staffActor(await loadActor(db, request, 'staff'));
      requirePermission(actor, ['classroom-index']);
      return ok(await teacherLessonDay(db, actor));
    },
    async studentNextLesson(request) {
      return ok(await studentNextLesson(db, studentOnly(await loadSessionActor(db, request))));
    },
  };
}
