import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Spin, Tree } from 'antd';
import type { AuthNode } from '../../api/generated/api.schemas';
import { resourceQueryResourceTree } from '../../api/generated/resource';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { resourceEntity } from '../../../shared/generated/entities/resource.gen';
import { EntityListPage } from '../../resources/entity-list-page';

type TreeData = { key: string; title: string; children?: TreeData[] };
const toTreeData = (nodes: AuthNode[]): TreeData[] =>
  nodes.map((n) => ({ key: n.name, title: n.hide ? `${n.title}（隐藏）` : n.title, children: n.children ? toTreeData(n.children) : undefined }));

/**
 * rbac-nav (school tree, what packages grant) and sysset-nav (back-office tree, what back-office
 * roles grant): the administered tree as it stands, beside the list that edits its entries.
 */
export function ResourceTreePage({ route, scope }: PageProps & { scope: 'school' | 'admin' }) {
  const tree = useQuery({
    queryKey: ['resource-tree', scope],
    queryFn: () => content(resourceQueryResourceTree({ scope }, withFlags({ admin: true, silent: true }))),
  });
  return (
    <Row gutter={16}>
      <Col xs={24} lg={8}>
        <Card title="资源树" size="small" extra={<Button size="small" onClick={() => void tree.refetch()}>刷新</Button>}>
          {tree.isError && <Alert type="error" showIcon message="资源树加载失败" />}
          {tree.data ? <Tree height={640} defaultExpandedKeys={tree.data.tree.map((n) => n.name)} treeData={toTreeData(tree.data.tree)} /> : !tree.isError && <Spin />}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <EntityListPage entity={resourceEntity} title={route.title} permanentFilters={{ scope }} />
      </Col>
    </Row>
  );
}
