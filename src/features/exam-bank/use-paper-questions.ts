import { useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolPaperQueryQuestionList } from '../../api/generated/school-paper';
import type { PaperQuestions } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { quiet } from './school-bank-api';

/** A school paper's questions, scores and totals; `apply` stores what a change answered. */
export function usePaperQuestions(paperId?: number) {
  const queryClient = useQueryClient();
  const key = ['paper-questions', paperId];
  const view = useQuery({ queryKey: key, enabled: paperId !== undefined, queryFn: () => content(schoolPaperQueryQuestionList({ id: paperId! }, quiet())) });
  const apply = async (call: Promise<{ content?: PaperQuestions | null }>) => {
    queryClient.setQueryData(key, await content(call));
    await queryClient.invalidateQueries({ queryKey: ['school-papers'] });
  };
  return { view, apply };
}
