import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { reportStudents } from '../../api/generated/learning-report';
import { content } from '../../api/request';

export type StudentOption = { value: number; label: string };

/**
 * Finds students of the school by name or number, for the preview and the parents' links, through
 * the settings' own call: holding 学习报告设置 or 微信服务号 is enough, the student list is not needed.
 */
export function StudentPicker({ value, onChange }: { value: StudentOption | null; onChange: (student: StudentOption | null) => void }) {
  const [options, setOptions] = useState<StudentOption[]>([]);
  const [loading, setLoading] = useState(false);
  const search = async (keyword: string) => {
    setLoading(true);
    try {
      const found = await content(reportStudents(keyword.trim() ? { keyword: keyword.trim() } : {}));
      setOptions(found.map((s) => ({ value: s.id, label: `${s.realName}（${s.code}${s.className ? ` · ${s.className}` : ''}）` })));
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    void search('');
  }, []);
  return (
    <Select
      showSearch
      labelInValue
      allowClear
      aria-label="选择学员"
      placeholder="输入学员姓名或学号"
      style={{ width: 260 }}
      filterOption={false}
      loading={loading}
      options={options}
      value={value ?? undefined}
      onSearch={(k) => void search(k)}
      onChange={(v: StudentOption | undefined) => onChange(v ? { value: v.value, label: String(v.label) } : null)}
    />
  );
}

