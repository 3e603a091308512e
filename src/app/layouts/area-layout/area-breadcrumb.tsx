import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { RouteEntry } from '../../../../shared/route-catalog';
import { breadcrumbFor } from './menu-model';

export function AreaBreadcrumb({ route }: { route: RouteEntry }) {
  const items = breadcrumbFor(route).map((crumb) => ({
    title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
  }));
  return <Breadcrumb items={items} style={{ marginBottom: 16 }} />;
}
