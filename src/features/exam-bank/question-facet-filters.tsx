import { Input, Select, Space } from 'antd';
import { difficultyOptions } from './school-bank-api';
import { SchoolTagFilter } from './school-tag-select';

/** What a school question list is narrowed by besides bank, type and keyword; the server filters. */
export interface QuestionFacets {
  tags?: string;
  difficulty?: number;
  source?: string;
}

/** 标签, 难度 and 来源 filters of the school question list and the paper picker. */
export function QuestionFacetFilters({ value, onChange }: { value: QuestionFacets; onChange: (next: QuestionFacets) => void }) {
  return (
    <Space wrap>
      <SchoolTagFilter value={value.tags} onChange={(tags) => onChange({ ...value, tags })} />
      <Select allowClear placeholder="全部难度" options={difficultyOptions} value={value.difficulty} onChange={(difficulty) => onChange({ ...value, difficulty })} style={{ width: 110 }} />
      <Input.Search allowClear placeholder="来源" onSearch={(source) => onChange({ ...value, source: source.trim() || undefined })} style={{ width: 150 }} />
    </Space>
  );
}
