import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ojSheetDelete, ojSheetList } from '../../api/generated/oj-contest';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojCall, ojPoll } from './oj-call';
import { SheetEditor } from './sheet-editor';
import { SheetTable } from './sheet-table';
import { screenPath } from './screen-path';

/**
 * /oj/ListOfUestions/MyListOfUestions: a teacher's own lists; in the back office (admin) the
 * platform's lists and topics (/background/OjAdmin/subject).
 */
export function MySheetsPage({ route, admin, detailScreen = 'ListOfUestionsList' }: PageProps & { admin?: boolean; detailScreen?: string }) {
  const [editing, setEditing] = useState<number | null>();
  const queryClient = useQueryClient();
  const sheets = useQuery({ queryKey: ['oj-sheets', 'mine', admin], queryFn: () => content(ojSheetList({ scope: 'mine' }, ojPoll(admin))) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['oj-sheets'] });
  const remove = async (id: number) => {
    await content(ojSheetDelete({ id }, ojCall(admin)));
    await refresh();
  };
  return (
    <Card
      title={route.title}
      extra={
        <Button type="primary" onClick={() => setEditing(null)}>
          新建题单
        </Button>
      }
    >
      <SheetTable
        sheets={sheets.data}
        loading={sheets.isLoading}
        detailScreen={detailScreen}
        screenPathOf={screenPath}
        actions={(s) => (
          <Space>
            <Button size="small" onClick={() => setEditing(s.id)}>
              编辑
            </Button>
            <Popconfirm title="确定删除这个题单吗？" onConfirm={() => remove(s.id)}>
              <Button size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        )}
      />
      <SheetEditor
        sheetId={editing}
        admin={admin}
        onClose={(saved) => {
          setEditing(undefined);
          if (saved) void refresh();
        }}
      />
    </Card>
  );
}
