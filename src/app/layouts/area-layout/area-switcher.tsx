import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { Link } from 'react-router';
import type { Area } from '../../../../shared/route-catalog';
import type { AreaLink } from './menu-model';

/** Links to the user's other areas (from their permission tree). */
export function AreaSwitcher({ links, current }: { links: AreaLink[]; current: Area }) {
  const others = links.filter((link) => link.area !== current);
  if (others.length === 0) return null;
  return (
    <Dropdown menu={{ items: others.map((link) => ({ key: link.area, label: <Link to={link.path}>{link.title}</Link> })) }}>
      <Button type="text" icon={<AppstoreOutlined />}>
        切换区域 <DownOutlined />
      </Button>
    </Dropdown>
  );
}
