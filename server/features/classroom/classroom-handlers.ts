import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { loadActor, loadSessionActor, requirePermission, staffActor, type StaffActor } from '../../auth/session-actor';
import { staff } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { studentOnly } from '../works/works-model';
import { classDetail, classLessons, openedToday, setLessonUnlock, studentLesson, teachingLesson } from './class-lessons';
import { lessonPreparation, preparationCurricula, preparationLessons, saveLessonNotes } from './lesson-preparation';
import { teacherClasses } from './teacher-classes';
import { classWorks, reviewWork } from './work-reviews';

/** The teacher classroom's calls, each behind the screens that show it; thin over the classroom models. */
export function classroomHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  const teacher = async (request: FastifyRequest, screens: string[]): Promise<StaffActor> => {
    const actor = staffActor(await loadActor(db, request, 'staff'));
    requirePermission(actor, screens);
    return actor;
  };
  const prepareScreens = ['prepare-lessons', 'curriculum-detail', 'prepare'];
  const worksScreens = ['works', 'worksDetails', 'classlist_works', 'classlist_works_stu', 'classroom-index'];
  return {
    async teacherClassroomHome(request) {
      const actor = await teacher(request, ['classroom-index']);
      const [[me], classes, today, waiting] = await Promise.all([
        db.select({ realName: staff.realName }).from(staff).where(eq(staff.id, actor.staffId)).limit(1),
        teacherClasses(db, actor),
        openedToday(db, actor),
        classWorks(db, actor, { reviewed: false, pageSize: 8 }),
      ]);
      return ok({ realName: me?.realName ?? '', classes, openedToday: today, toReview: waiting.list, toReviewTotal: waiting.total });
    },
    async teacherClassList(request) {
      return ok(await teacherClasses(db, await teacher(request, ['myClass', 'classroom-index'])));
    },
    async teacherClassDetail(request) {
      return ok(await classDetail(db, await teacher(request, ['classroomDetails', 'myClass']), request.body.classId));
    },
    async teacherClassLessons(request) {
      const actor = await teacher(request, ['classlist_desc_teacher', 'classroomDetails', 'myClass']);
      return ok(await classLessons(db, actor, request.body.classId, request.body.curriculumId, request.body.source));
    },
    async teacherSetLessonUnlock(request) {
      const actor = await teacher(request, ['classlist_desc_teacher', 'lessons']);
      const state = await setLessonUnlock(db, actor, request.body);
      return ok(state, request.body.unlocked ? '已开放给学生' : '已对学生关闭');
    },
    async teacherTeachingLesson(request) {
      const actor = await teacher(request, ['lessons', 'classlist_desc_teacher']);
      return ok(await teachingLesson(db, actor, request.body.classId, request.body.lessonId, request.body.source));
    },
    async teacherClassWorks(request) {
      return ok(await classWorks(db, await teacher(request, worksScreens), request.body));
    },
    async teacherReviewWork(request) {
      return ok(await reviewWork(db, await teacher(request, ['worksDetails', 'works']), request.body), '点评已保存');
    },
    async teacherPrepCurricula(request) {
      return ok(await preparationCurricula(db, await teacher(request, prepareScreens)));
    },
    async teacherPrepLessons(request) {
      return ok(await preparationLessons(db, await teacher(request, prepareScreens), request.body.curriculumId, request.body.source));
    },
    async teacherLessonPreparation(request) {
      return ok(await lessonPreparation(db, await teacher(request, prepareScreens), request.body.lessonId, request.body.source));
    },
    async teacherSaveLessonNotes(request) {
      return ok(await saveLessonNotes(db, await teacher(request, prepareScreens), request.body.lessonId, request.body.notes, request.body.source), '备课笔记已保存');
    },
    async studentOpenedLesson(request) {
      return ok(await studentLesson(db, studentOnly(await loadSessionActor(db, request)), request.body.lessonId));
    },
  };
}
