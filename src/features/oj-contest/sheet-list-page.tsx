import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ojSheetList, ojSheetOptions } from '../../api/generated/oj-contest';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useCan } from './use-can';
import { ojPoll } from './oj-call';
import { SheetTable } from './sheet-table';
import { screenPath } from './screen-path';

/** /oj/ListOfUestions: the platform's and the school's problem lists, with the reader's progress. */
export function SheetListPage({ route }: PageProps) {
  const [keyword, setKeyword] = useState('');
  const [typeId, setTypeId] = useState<number>();
  const types = useQuery({ queryKey: ['oj-sheet-types'], queryFn: () => content(ojSheetOptions({}, ojPoll())) });
  const sheets = useQuery({ queryKey: ['oj-sheets', keyword, typeId], queryFn: () => content(ojSheetList({ keyword, typeId }, ojPoll())) });
  const canAuthor = useCan('MyListOfUestions');
  return (
    <Card
      title={route.title}
      extra={
        <Space wrap>
          <Select allowClear placeholder="题单类型" style={{ width: 140 }} value={typeId} onChange={setTypeId} options={(types.data?.types ?? []).map((t) => ({ value: t.id, label: t.name }))} />
          <Input.Search allowClear placeholder="搜索题单" onSearch={setKeyword} style={{ width: 220 }} />
          {canAuthor && (
            <Link to={screenPath('MyListOfUestions')}>
              <Button type="primary">我的题单</Button>
            </Link>
          )}
        </Space>
      }
    >
      <SheetTable sheets={sheets.data} loading={sheets.isLoading} detailScreen="ListOfUestionsList" screenPathOf={screenPath} />
    </Card>
  );
}
