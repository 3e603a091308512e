import { useQuery } from '@tanstack/react-query';
import type { SchoolCurriculum, SchoolCurriculumLesson } from '../../api/generated/api.schemas';
import { schoolCurriculumDetail } from '../../api/generated/school-curriculum';
import { schoolCurriculumLessonQueryList } from '../../api/generated/school-curriculum-lesson';
import { content } from '../../api/request';
import { ownCourseMessages } from '../../../shared/own-course/own-course-messages';
import { fileNameOf, type ViewerSection } from '../course-viewer/course-viewer';

export const lessonsKey = (curriculumId: number) => ['own-course', 'lessons', curriculumId];

/** A self-made curriculum's lessons in their order (all of them: a curriculum holds at most 200). */
export function useOwnLessons(curriculumId: number | undefined) {
  return useQuery({
    queryKey: lessonsKey(curriculumId ?? 0),
    enabled: curriculumId !== undefined,
    queryFn: async () => (await content(schoolCurriculumLessonQueryList({ curriculumId, pageSize: ownCourseMessages.maxLessons }))).list as SchoolCurriculumLesson[],
  });
}

export function useOwnCurriculum(id: number | undefined) {
  return useQuery({ queryKey: ['own-course', 'curriculum', id], enabled: id !== undefined, queryFn: () => content(schoolCurriculumDetail({ id: id! })) as Promise<SchoolCurriculum> });
}

/** A lesson as the viewer shows it: its text, video, attachment and the OJ problems it practises. */
export function lessonSection(lesson: SchoolCurriculumLesson): ViewerSection {
  const problems = lesson.ojProblemIds ? lesson.ojProblemIds.split(',') : [];
  return {
    key: lesson.id,
    title: lesson.title,
    meta: `时长 ${lesson.durationMinutes} 分钟`,
    html: lesson.content,
    videos: lesson.video ? [{ name: `${lesson.title} 教学视频`, url: lesson.video }] : [],
    files: lesson.attachment ? [{ name: lesson.attachmentName || fileNameOf(lesson.attachment), url: lesson.attachment }] : [],
    links: problems.map((id) => ({ label: `OJ 题目 ${id}`, href: `/oj/questionBank/details?id=${id}` })),
  };
}
