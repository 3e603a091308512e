import { Result, Typography } from 'antd';
import { useLocation } from 'react-router';
import type { RouteEntry } from '../../../shared/route-catalog';

/**
 * The one placeholder every screen that later work will build renders, inside its area's
 * layout, so the route, menu, guard and title already work. Tests and tooling find these by
 * data-page-status="not-built".
 */
export function NotBuiltPage({ route }: { route: RouteEntry }) {
  const { pathname } = useLocation();
  return (
    <div data-page-status="not-built" data-route-name={route.name}>
      <Result
        status="info"
        title={route.title}
        subTitle="此页面尚未建成，敬请期待。"
        extra={
          <Typography.Text type="secondary" copyable={{ text: pathname }}>
            页面路径：{route.path}
          </Typography.Text>
        }
      />
    </div>
  );
}
