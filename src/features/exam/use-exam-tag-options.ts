import { useQuery } from '@tanstack/react-query';
import { examTagQueryList } from '../../api/generated/exam-tag';
import { content, withFlags } from '../../api/request';

/** Every exam tag as "group / tag" choices; the vocabulary is small, so it is read in one call (back office only: `enabled` false elsewhere). */
export function useExamTagOptions(enabled = true): { value: number; label: string }[] {
  const tags = useQuery({
    queryKey: ['exam-tag-options'],
    enabled,
    queryFn: () => content(examTagQueryList({ pageSize: 1000, orderBy: 'sort', order: 'asc' }, withFlags({ admin: true, silent: true }))),
  });
  return (tags.data?.list ?? []).map((t) => ({ value: t.id, label: `${t.groupName ?? ''} / ${t.name}` }));
}
