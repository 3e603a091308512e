import { useQuery } from '@tanstack/react-query';
import { Card, Input, Table } from 'antd';
import { useState } from 'react';
import { ojAdminStudents } from '../../api/generated/oj-contest';
import type { OjAdminStudent } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojPoll } from './oj-call';

/** /background/OjAdmin/stu: students of every school with their OJ progress. */
export function AdminStudentsPage({ route }: PageProps) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const list = useQuery({ queryKey: ['oj-admin-students', keyword, page], queryFn: () => content(ojAdminStudents({ keyword, ...page }, ojPoll(true))) });
  return (
    <Card
      title={route.title}
      extra={
        <Input.Search
          allowClear
          placeholder="姓名或账号"
          style={{ width: 220 }}
          onSearch={(v) => {
            setKeyword(v);
            setPage((p) => ({ ...p, page: 1 }));
          }}
        />
      }
    >
      <Table<OjAdminStudent>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={{ current: page.page, pageSize: page.pageSize, total: list.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
        columns={[
          { title: '姓名', dataIndex: 'realName' },
          { title: '账号', dataIndex: 'userName' },
          { title: '学校', dataIndex: 'schoolName' },
          { title: '班级', render: (_, s) => s.className ?? '-' },
          { title: '通过题数', dataIndex: 'solved', width: 100 },
          { title: '提交次数', dataIndex: 'submissions', width: 100 },
        ]}
      />
    </Card>
  );
}
