import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AreaMenu } from './area-menu';
import type { MenuSection } from './menu-model';

interface Props {
  title: string;
  sections: MenuSection[];
  selected?: string;
  /** The header's secondary items (other areas, campus) that do not fit beside the menu on a phone. */
  extras?: ReactNode;
}

/**
 * The area's menu on a phone: one button in the header opens the whole navigation and the
 * secondary items in a drawer, closed again once a screen is chosen.
 */
export function AreaNavDrawer({ title, sections, selected, extras }: Props) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" data-testid="area-nav-toggle" onClick={() => setOpen(true)} style={{ flex: 'none' }} />
      <Drawer title={title} placement="left" width={280} open={open} onClose={() => setOpen(false)} styles={{ body: { padding: 0 } }}>
        <AreaMenu sections={sections} mode="drawer" selected={selected} />
        {extras ? <div style={{ padding: 16, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>{extras}</div> : null}
      </Drawer>
    </>
  );
}
