import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { loadActor, requirePermission, staffActor, type StaffActor } from '../../auth/session-actor';
import { likePattern as like } from '../../crud/read-rows';
import {
  courseSubjects, curricula, curriculumGrants, curriculumLessons, materialGroups, materials, materialTypes, researchActivities, schoolSubjects, teacherTrainings,
  trainingChapters, trainingFiles, trainingTags, trainingVideos,
} from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { chinaToday } from '../../db/china-today';
import { schoolSwitch } from '../oj/school-switch';

/**
 * The platform's content as a school sees it, read-only: only what the back office has
 * authorized to this school or published. Each call is behind the school screen that shows it.
 */
async function staffWith(deps: AppDeps, request: FastifyRequest, screen: string | string[]): Promise<StaffActor> {
  const actor = staffActor(await loadActor(deps.db, request, 'staff'));
  requirePermission(actor, Array.isArray(screen) ? screen : [screen]);
  return actor;
}

const keywordOf = (request: { body: { keyword?: string } }) => request.body.keyword?.trim() || undefined;

/**
 * Grants of the school that are in force, on curricula on sale and effective, of a subject the
 * school may teach (school-subject-permissions; a school without subject rows is not limited).
 */
export function grantedTo(schoolId: number): SQL {
  const subjectsOfSchool = sql`select ${schoolSubjects.subjectId} from ${schoolSubjects} where ${schoolSubjects.schoolId} = ${schoolId}`;
  return and(
    eq(curriculumGrants.schoolId, schoolId),
    or(isNull(curriculumGrants.expireDate), gte(curriculumGrants.expireDate, chinaToday)),
    eq(curricula.state, 1),
    eq(curricula.effective, true),
    sql`(not exists (${subjectsOfSchool}) or ${curricula.subjectId} in (${subjectsOfSchool}))`,
  )!;
}

const curriculumColumns = {
  id: curricula.id,
  name: curricula.name,
  subjectName: courseSubjects.name,
  cover: curricula.cover,
  level: curricula.level,
  lessonHours: curricula.lessonHours,
  description: curricula.description,
  expireDate: curriculumGrants.expireDate,
  lessonCount: sql<number>`(select count(*) from ${curriculumLessons} where ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1)`.mapWith(Number),
};

function authorizedQuery(deps: AppDeps, where: SQL) {
  return deps.db
    .select(curriculumColumns)
    .from(curriculumGrants)
    .innerJoin(curricula, eq(curricula.id, curriculumGrants.curriculumId))
    .innerJoin(courseSubjects, eq(courseSubjects.id, curricula.subjectId))
    .where(where);
}

/** How many rows of `table` belong to each training, by training id. */
async function countsBy(deps: AppDeps, table: typeof trainingChapters | typeof trainingVideos | typeof trainingFiles, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await deps.db.select({ id: table.trainingId, n: count() }).from(table).where(inArray(table.trainingId, ids)).groupBy(table.trainingId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Published material groups (one, with an id condition), each with its materials in order. */
async function materialGroupsWhere(deps: AppDeps, condition: SQL | undefined) {
  const groups = await deps.db
    .select({ id: materialGroups.id, name: materialGroups.name, cover: materialGroups.cover, materialTypeName: materialTypes.name, description: materialGroups.description })
    .from(materialGroups)
    .innerJoin(materialTypes, eq(materialTypes.id, materialGroups.materialTypeId))
    .where(and(eq(materialGroups.postState, 1), condition))
    .orderBy(asc(materialGroups.sortOrder), desc(materialGroups.id));
  const items = groups.length
    ? await deps.db
        .select({ id: materials.id, groupId: materials.groupId, name: materials.name, kind: materials.kind, file: materials.file, preview: materials.preview })
        .from(materials)
        .where(inArray(materials.groupId, groups.map((g) => g.id)))
        .orderBy(asc(materials.sortOrder), asc(materials.id))
    : [];
  return groups.map((g) => ({ ...g, materials: items.filter((m) => m.groupId === g.id).map(({ groupId: _, ...m }) => m) }));
}

/** The two kinds of platform training: 教师培训 (for the teachers themselves) and 课程培训 (on teaching a course). */
const trainingCategory = { teacher: 1, course: 2 } as const;

/** Published trainings of a category, with their chapter, video and file counts. */
async function trainingsWhere(deps: AppDeps, category: number, condition: SQL | undefined) {
  const rows = await deps.db
    .select({ id: teacherTrainings.id, title: teacherTrainings.title, cover: teacherTrainings.cover, lecturer: teacherTrainings.lecturer, tagName: trainingTags.name, description: teacherTrainings.description })
    .from(teacherTrainings)
    .leftJoin(trainingTags, eq(trainingTags.id, teacherTrainings.tagId))
    .where(and(eq(teacherTrainings.postState, 1), eq(teacherTrainings.category, category), condition))
    .orderBy(asc(teacherTrainings.sortOrder), desc(teacherTrainings.id));
  const ids = rows.map((r) => r.id);
  const [chapters, videos, files] = await Promise.all([countsBy(deps, trainingChapters, ids), countsBy(deps, trainingVideos, ids), countsBy(deps, trainingFiles, ids)]);
  return rows.map((r) => ({ ...r, chapterCount: chapters.get(r.id) ?? 0, videoCount: videos.get(r.id) ?? 0, fileCount: files.get(r.id) ?? 0 }));
}

/** One published training of a category with its chapters, videos and files in order; another category or unpublished is not found. */
async function trainingDetail(deps: AppDeps, category: number, id: number, missing: string) {
  const [training] = await trainingsWhere(deps, category, eq(teacherTrainings.id, id));
  if (!training) throw new ApiFailure(ErrorCodes.NotFound, missing);
  const [chapters, videos, files] = await Promise.all([
    deps.db.select({ id: trainingChapters.id, title: trainingChapters.title }).from(trainingChapters).where(eq(trainingChapters.trainingId, id)).orderBy(asc(trainingChapters.sortOrder), asc(trainingChapters.id)),
    deps.db
      .select({ id: trainingVideos.id, chapterId: trainingVideos.chapterId, title: trainingVideos.title, url: trainingVideos.url, durationSeconds: trainingVideos.durationSeconds })
      .from(trainingVideos)
      .where(eq(trainingVideos.trainingId, id))
      .orderBy(asc(trainingVideos.sortOrder), asc(trainingVideos.id)),
    deps.db.select({ id: trainingFiles.id, name: trainingFiles.name, file: trainingFiles.file, sizeKb: trainingFiles.sizeKb }).from(trainingFiles).where(eq(trainingFiles.trainingId, id)).orderBy(asc(trainingFiles.id)),
  ]);
  return { training, chapters, videos, files };
}

/** Research activities past their draft state, current ones first. */
async function activitiesWhere(deps: AppDeps, condition: SQL | undefined) {
  const rows = await deps.db
    .select({
      id: researchActivities.id,
      title: researchActivities.title,
      cover: researchActivities.cover,
      startTime: researchActivities.startTime,
      endTime: researchActivities.endTime,
      location: researchActivities.location,
      quota: researchActivities.quota,
      content: researchActivities.content,
      newState: researchActivities.newState,
    })
    .from(researchActivities)
    .where(and(gte(researchActivities.newState, 1), condition))
    .orderBy(asc(researchActivities.newState), desc(researchActivities.startTime));
  return rows.map((r) => ({ ...r, startTime: r.startTime.toISOString(), endTime: r.endTime?.toISOString() ?? null }));
}

export function schoolContentHandlers(deps: AppDeps): HandlerMap {
  return {
    async authorizedCurricula(request) {
      const actor = await staffWith(deps, request, 'course-list');
      const keyword = keywordOf(request);
      const where = and(grantedTo(actor.schoolId), keyword ? or(ilike(curricula.name, like(keyword)), ilike(courseSubjects.name, like(keyword))) : undefined)!;
      return ok(await authorizedQuery(deps, where).orderBy(asc(curricula.sortOrder), asc(curricula.id)));
    },

    async authorizedCurriculumLessons(request) {
      // Also the teacher classroom's 学科资料 (subject-data), which shows the same lessons' material.
      const actor = await staffWith(deps, request, ['course-list', 'subject-data']);
      const { id } = request.body;
      const [curriculum] = await authorizedQuery(deps, and(grantedTo(actor.schoolId), eq(curricula.id, id))!).limit(1);
      // Not authorized to this school looks exactly like not existing.
      if (!curriculum) throw new ApiFailure(ErrorCodes.NotFound, '课程体系不存在');
      const lessons = await deps.db
        .select({
          id: curriculumLessons.id,
          chapter: curriculumLessons.chapter,
          title: curriculumLessons.title,
          sortOrder: curriculumLessons.sortOrder,
          durationMinutes: curriculumLessons.durationMinutes,
          video: curriculumLessons.video,
          courseware: curriculumLessons.courseware,
          content: curriculumLessons.content,
        })
        .from(curriculumLessons)
        .where(and(eq(curriculumLessons.curriculumId, id), eq(curriculumLessons.state, 1)))
        .orderBy(asc(curriculumLessons.sortOrder), asc(curriculumLessons.id));
      // 备课内容 (prepareContent): a lesson's teaching content is the platform's preparation material, given only to schools holding the switch.
      if (!(await schoolSwitch(deps.db, actor.schoolId, 'prepareContent'))) return ok({ curriculum, lessons: lessons.map((lesson) => ({ ...lesson, content: null })) });
      return ok({ curriculum, lessons });
    },

    async publishedMaterialGroups(request) {
      await staffWith(deps, request, ['basicMaterial', 'subject-data']);
      const keyword = keywordOf(request);
      return ok(await materialGroupsWhere(deps, keyword ? ilike(materialGroups.name, like(keyword)) : undefined));
    },

    async publishedMaterialGroupDetail(request) {
      await staffWith(deps, request, ['basicMaterial-details', 'basicMaterial']);
      const [group] = await materialGroupsWhere(deps, eq(materialGroups.id, request.body.id));
      if (!group) throw new ApiFailure(ErrorCodes.NotFound, '素材不存在或未发布');
      return ok(group);
    },

    async publishedCourseTrainings(request) {
      await staffWith(deps, request, 'coursesTraining');
      const keyword = keywordOf(request);
      return ok(await trainingsWhere(deps, trainingCategory.course, keyword ? ilike(teacherTrainings.title, like(keyword)) : undefined));
    },

    async publishedTeacherTrainings(request) {
      await staffWith(deps, request, 'training-course');
      const keyword = keywordOf(request);
      return ok(await trainingsWhere(deps, trainingCategory.teacher, keyword ? ilike(teacherTrainings.title, like(keyword)) : undefined));
    },

    async publishedCourseTrainingDetail(request) {
      await staffWith(deps, request, ['coursesTraining-details', 'coursesTraining']);
      return ok(await trainingDetail(deps, trainingCategory.course, request.body.id, '课程培训不存在或未发布'));
    },

    async publishedTeacherTrainingDetail(request) {
      await staffWith(deps, request, ['training-course-details', 'training-course']);
      return ok(await trainingDetail(deps, trainingCategory.teacher, request.body.id, '培训课程不存在或未发布'));
    },

    async publishedActivities(request) {
      await staffWith(deps, request, ['platformActivities', 'activities']);
      const keyword = keywordOf(request);
      return ok(await activitiesWhere(deps, keyword ? ilike(researchActivities.title, like(keyword)) : undefined));
    },

    async publishedActivityDetail(request) {
      await staffWith(deps, request, ['newDetails', 'oldDetails', 'platformActivities', 'classroom-newDetails', 'classroom-oldDetails', 'activities']);
      const [activity] = await activitiesWhere(deps, eq(researchActivities.id, request.body.id));
      if (!activity) throw new ApiFailure(ErrorCodes.NotFound, '活动不存在或未发布');
      return ok(activity);
    },
  };
}
