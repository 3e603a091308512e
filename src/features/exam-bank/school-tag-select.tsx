import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tag, type SelectProps } from 'antd';
import { tagList } from '../../../shared/question-tags';
import { schoolQuestionQueryTags } from '../../api/generated/school-question';
import { content } from '../../api/request';
import { quiet } from './school-bank-api';

/** The tags the school's questions already carry, so teachers reuse names instead of near-duplicates. */
export function useSchoolTags() {
  return useQuery({ queryKey: ['school-question-tags'], queryFn: () => content(schoolQuestionQueryTags({}, quiet())), staleTime: 60_000 });
}

/**
 * A question's tags in the editor: choose the school's existing tags or type new ones (Enter or a
 * comma adds one).
 */
export function SchoolTagsInput(props: SelectProps<string[]>) {
  const tags = useSchoolTags();
  return <Select mode="tags" tokenSeparators={[',', '，', '、']} maxCount={10} style={{ minWidth: 320 }} placeholder="选择或输入标签" options={(tags.data?.tags ?? []).map((t) => ({ value: t, label: t }))} {...props} />;
}

/** One tag to filter a list by (the school's existing tags only). */
export function SchoolTagFilter(props: SelectProps<string>) {
  const tags = useSchoolTags();
  return <Select allowClear showSearch placeholder="全部标签" style={{ width: 140 }} options={(tags.data?.tags ?? []).map((t) => ({ value: t, label: t }))} {...props} />;
}

/** A question's tags as chips in a list. */
export function TagList({ tags }: { tags: string | null | undefined }) {
  const names = tagList(tags);
  if (!names.length) return <>—</>;
  return (
    <Space size={[0, 4]} wrap>
      {names.map((t) => <Tag key={t} color="blue">{t}</Tag>)}
    </Space>
  );
}
