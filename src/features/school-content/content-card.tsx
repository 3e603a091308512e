import { useQuery } from '@tanstack/react-query';
import { Card, Input } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * The frame of a school's read-only content screen: a keyword search over one list call
 * and whatever renders the rows (a table or cards).
 */
export function ContentCard<T>({ title, queryKey, load, children }: { title: string; queryKey: string; load: (keyword?: string) => Promise<T[]>; children: (rows: T[], loading: boolean) => ReactNode }) {
  const [keyword, setKeyword] = useState<string>();
  const list = useQuery({ queryKey: ['school-content', queryKey, keyword], queryFn: () => load(keyword) });
  return (
    <Card title={title} extra={<Input.Search allowClear placeholder="搜索名称" onSearch={(v) => setKeyword(v.trim() || undefined)} style={{ width: 240 }} />}>
      {children(list.data ?? [], list.isLoading)}
    </Card>
  );
}
