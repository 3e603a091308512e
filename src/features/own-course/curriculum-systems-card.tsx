import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { SchoolCurriculumSystem } from '../../api/generated/api.schemas';
import { schoolCurriculumSystemDelete, schoolCurriculumSystemQueryList } from '../../api/generated/school-curriculum-system';
import { content } from '../../api/request';
import { findRouteByName } from '../../../shared/route-catalog';

const createPath = findRouteByName('create-curriculum-system')!.path;
const editPath = findRouteByName('edit-curriculum-system')!.path;

/**
 * The school's curriculum systems (课程体系), which its self-made curricula are filed under:
 * create, rename (edit screen) and delete an empty one; the server refuses a system still in use.
 */
export function CurriculumSystemsCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const systems = useQuery({ queryKey: ['own-course', 'systems'], queryFn: async () => (await content(schoolCurriculumSystemQueryList({ pageSize: 1000 }))).list as SchoolCurriculumSystem[] });
  const rows = systems.data ?? [];
  return (
    <Card
      size="small"
      title="课程体系"
      style={{ marginBottom: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => navigate(createPath)}>
          新建课程体系
        </Button>
      }
    >
      {!systems.isLoading && !rows.length ? (
        <Typography.Text type="secondary">还没有课程体系：先新建一个体系，再在体系下建课程。</Typography.Text>
      ) : (
        <Space wrap>
          {rows.map((system) => (
            <Space.Compact key={system.id}>
              <Button onClick={() => navigate(`${editPath}?id=${system.id}`)} title="编辑课程体系">
                {system.name}
              </Button>
              <Popconfirm
                title={`删除课程体系“${system.name}”？`}
                description="体系下还有课程时不能删除"
                okText="删除"
                cancelText="取消"
                onConfirm={async () => {
                  await schoolCurriculumSystemDelete({ id: system.id });
                  await queryClient.invalidateQueries({ queryKey: ['own-course', 'systems'] });
                }}
              >
                <Button danger aria-label={`删除 ${system.name}`}>
                  ×
                </Button>
              </Popconfirm>
            </Space.Compact>
          ))}
          {rows.length > 0 && <Tag>共 {rows.length} 个体系</Tag>}
        </Space>
      )}
    </Card>
  );
}
