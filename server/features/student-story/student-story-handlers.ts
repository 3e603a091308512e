import type { AppDeps } from '../../app-deps';
import { loadSessionActor } from '../../auth/session-actor';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { classStory } from './class-story';
import { readableClass, readableStudent } from './story-access';
import { studentStory } from './student-summary';
import { studentTimeline } from './student-timeline';

/** 学员详情 and 班级详情: a student's whole story and a class's figures, each read after the access rule says who may. */
export function studentStoryHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    async studentStorySummary(request) {
      const { schoolId, studentId } = await readableStudent(db, await loadSessionActor(db, request), request.body.studentId);
      return ok(await studentStory(db, schoolId, studentId));
    },
    async studentStoryTimeline(request) {
      const { schoolId, studentId } = await readableStudent(db, await loadSessionActor(db, request), request.body.studentId);
      return ok(await studentTimeline(db, schoolId, studentId, request.body));
    },
    async classStory(request) {
      const { schoolId, classId } = await readableClass(db, await loadSessionActor(db, request), request.body.classId);
      return ok(await classStory(db, schoolId, classId));
    },
  };
}
