import { useQuery } from '@tanstack/react-query';
import { stuExamList, stuExamMySheets, stuWrongList } from '../../api/generated/exams';
import { content } from '../../api/request';

/**
 * What 考试首页 shows, from the student's existing calls only, under the same query keys and
 * bodies as the list pages so one visit fills both. Scores come as the server decides: an exam's
 * score stays null until its results are published.
 */
export function useExamHome() {
  const exams = useQuery({ queryKey: ['exam-stu', 'list', 'exam'], queryFn: () => content(stuExamList({ kind: 'exam' })) });
  const practices = useQuery({ queryKey: ['exam-stu', 'list', 'practice'], queryFn: () => content(stuExamList({ kind: 'practice' })) });
  const records = useQuery({ queryKey: ['exam-stu', 'records', 'exam'], queryFn: () => content(stuExamMySheets({ kind: 'exam' })) });
  const wrong = useQuery({ queryKey: ['exam-stu', 'wrong', false], queryFn: () => content(stuWrongList({ mastered: false, pageNum: 1, pageSize: 100 })) });
  const all = [exams, practices, records, wrong];
  return {
    isLoading: all.some((q) => q.isLoading),
    failed: all.some((q) => q.isError),
    exams: exams.data ?? [],
    practices: practices.data ?? [],
    records: records.data ?? [],
    wrongCount: wrong.data?.total ?? 0,
  };
}
