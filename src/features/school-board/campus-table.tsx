import { Table, Tag } from 'antd';
import type { Campus } from '../../api/generated/api.schemas';

/** The campuses on the board, straight from the campus list call. */
export function CampusTable({ campuses, loading }: { campuses: Campus[]; loading: boolean }) {
  return (
    <Table<Campus>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={campuses}
      pagination={campuses.length > 10 ? { pageSize: 10 } : false}
      locale={{ emptyText: '暂无校区' }}
      columns={[
        { title: '校区名称', dataIndex: 'name' },
        { title: '地址', dataIndex: 'address', render: (address: string | null | undefined) => address || '—' },
        {
          title: '状态',
          key: 'state',
          render: (_, campus) =>
            campus.valid && campus.enabled ? <Tag color="green">启用</Tag> : <Tag>{campus.valid ? '已停用' : '已失效'}</Tag>,
        },
      ]}
    />
  );
}
