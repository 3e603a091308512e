import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { schoolQuestionQueryPlatformTags } from '../../api/generated/school-question';
import { content } from '../../api/request';
import { quiet } from './school-bank-api';

/** The platform's exam tags its published questions carry (read-only for schools). */
function usePlatformTags() {
  return useQuery({ queryKey: ['platform-question-tags'], queryFn: () => content(schoolQuestionQueryPlatformTags({}, quiet())), staleTime: 60_000 });
}

/** One platform tag to filter the platform's questions by, grouped as the back office groups them. */
export function PlatformTagFilter({ value, onChange }: { value?: number; onChange: (tagId?: number) => void }) {
  const tags = usePlatformTags();
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const t of tags.data ?? []) {
    const group = t.groupName ?? '其他';
    groups.set(group, [...(groups.get(group) ?? []), { value: t.id, label: t.name }]);
  }
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="全部标签"
      style={{ width: 150 }}
      loading={tags.isLoading}
      value={value}
      onChange={onChange}
      options={[...groups].map(([label, options]) => ({ label, options }))}
    />
  );
}
