import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { schoolQuestionBankQueryPlatformBanks } from '../../api/generated/school-question-bank';
import { content } from '../../api/request';
import { quiet } from './school-bank-api';

/** The platform's published banks, as schools read them. */
export function usePlatformBanks(keyword = '') {
  return useQuery({ queryKey: ['platform-banks', keyword], queryFn: () => content(schoolQuestionBankQueryPlatformBanks({ keyword: keyword || undefined }, quiet())) });
}

export function PlatformBankSelect({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const banks = usePlatformBanks();
  return (
    <Select
      showSearch
      allowClear
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      placeholder="全部平台题库"
      style={{ minWidth: 220 }}
      options={(banks.data ?? []).map((b) => ({ value: b.id, label: `${b.name}（${b.questionCount} 题）` }))}
    />
  );
}
