import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { StoryTimelineBody } from '../../api/generated/api.schemas';
import { classStory, studentStorySummary, studentStoryTimeline } from '../../api/generated/student-story';
import { content } from '../../api/request';

const key = 'student-story';
const pageSize = 20;

export const useStudentStory = (studentId: number) => useQuery({ queryKey: [key, 'summary', studentId], queryFn: () => content(studentStorySummary({ studentId })), enabled: studentId > 0 });

export const useClassStory = (classId: number) => useQuery({ queryKey: [key, 'class', classId], queryFn: () => content(classStory({ classId })), enabled: classId > 0 });

/** The timeline, a page at a time as the reader asks for more. */
export function useStoryTimeline(filter: Omit<StoryTimelineBody, 'pageNo' | 'pageSize'>) {
  return useInfiniteQuery({
    queryKey: [key, 'timeline', filter],
    queryFn: ({ pageParam }) => content(studentStoryTimeline({ ...filter, pageNo: pageParam, pageSize })),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled: (filter.studentId ?? 0) > 0,
  });
}
