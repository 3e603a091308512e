import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { loadActor, loadSessionActor, requirePermission, staffActor, type StaffActor } from '../../auth/session-actor';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { studentOnly } from '../works/works-model';
import { assignHomework, classHomework, deleteHomework, homeworkDetail } from './homework-model';
import { handIn, myHomework, saveAndHandIn } from './student-homework';

const handedInMessage = (state: string) => (state === 'late' ? '已补交，老师会看到这是迟交的作业' : '作业已提交');

/** Homework: the teacher assigns from a lesson and follows the hand-ins; the student hands in a work. Thin over the models. */
export function homeworkHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  const teacher = async (request: FastifyRequest, screens: string[]): Promise<StaffActor> => {
    const actor = staffActor(await loadActor(db, request, 'staff'));
    requirePermission(actor, screens);
    return actor;
  };
  // Assigned from a class's lesson list or the teaching view; followed on the class's pages.
  const assignScreens = ['classlist_desc_teacher', 'lessons'];
  const followScreens = ['classroomDetails', 'classlist_desc_teacher', 'classlist_works', 'myClass'];
  return {
    async teacherAssignHomework(request) {
      return ok(await assignHomework(db, await teacher(request, assignScreens), request.body), '作业已布置');
    },
    async teacherClassHomework(request) {
      return ok(await classHomework(db, await teacher(request, followScreens), request.body.classId));
    },
    async teacherHomeworkDetail(request) {
      return ok(await homeworkDetail(db, await teacher(request, followScreens), request.body.id));
    },
    async teacherDeleteHomework(request) {
      await deleteHomework(db, await teacher(request, [...assignScreens, ...followScreens]), request.body.id);
      return ok(null, '作业已删除');
    },
    async studentHomeworkList(request) {
      return ok(await myHomework(db, studentOnly(await loadSessionActor(db, request)), request.body.openOnly ?? false));
    },
    async studentHandInHomework(request) {
      const row = await handIn(db, studentOnly(await loadSessionActor(db, request)), request.body);
      return ok(row, handedInMessage(row.state));
    },
    async studentSavePythonHomework(request) {
      const saved = await saveAndHandIn(db, studentOnly(await loadSessionActor(db, request)), 'python', request.body);
      return ok(saved, handedInMessage(saved.homework.state));
    },
    async studentSaveCppHomework(request) {
      const saved = await saveAndHandIn(db, studentOnly(await loadSessionActor(db, request)), 'cpp', request.body);
      return ok(saved, handedInMessage(saved.homework.state));
    },
  };
}
