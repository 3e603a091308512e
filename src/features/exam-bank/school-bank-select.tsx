import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { schoolQuestionBankQueryList } from '../../api/generated/school-question-bank';
import { content } from '../../api/request';
import { quiet } from './school-bank-api';

/** One of the school's banks (a school has tens at most, read in one call). */
export function SchoolBankSelect({ value, onChange, placeholder = '选择题库', allowClear }: { value?: number; onChange?: (id: number) => void; placeholder?: string; allowClear?: boolean }) {
  const banks = useQuery({ queryKey: ['school-banks', ''], queryFn: () => content(schoolQuestionBankQueryList({ pageSize: 200 }, quiet())) });
  return (
    <Select
      showSearch
      allowClear={allowClear}
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      style={{ minWidth: 220 }}
      loading={banks.isLoading}
      options={(banks.data?.list ?? []).map((b) => ({ value: b.id, label: b.name }))}
    />
  );
}
