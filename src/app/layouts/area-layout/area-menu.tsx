import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { MenuSection } from './menu-model';
import { MenuIcon } from './menu-icon';

interface Props {
  sections: MenuSection[];
  /** side: the sider's dark menu; top: the header's; drawer: the phone's menu drawer (light, opened like top). */
  mode: 'side' | 'top' | 'drawer';
  /** Route name to highlight. */
  selected?: string;
}

type Items = NonNullable<MenuProps['items']>;

/**
 * One menu for every area: groups become sub-menus; in a top menu a group with a single
 * screen is shown as that screen directly. Entries are real links (middle-click, copy link).
 */
export function AreaMenu({ sections, mode, selected }: Props) {
  const items = useMemo<Items>(
    () =>
      sections.map((section) => {
        const links = section.links.map((link) => ({ key: link.name, label: <Link to={link.path}>{link.title}</Link> }));
        if (mode !== 'side' && links.length === 1) {
          return { key: section.links[0].name, icon: <MenuIcon name={section.icon} />, label: links[0].label };
        }
        return { key: section.key, icon: <MenuIcon name={section.icon} />, label: section.title, children: links };
      }),
    [sections, mode],
  );
  const openGroup = sections.find((s) => s.links.some((l) => l.name === selected))?.key;
  return (
    <Menu
      mode={mode === 'top' ? 'horizontal' : 'inline'}
      theme={mode === 'side' ? 'dark' : 'light'}
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={mode !== 'top' && openGroup ? [openGroup] : undefined}
      style={mode === 'top' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : { borderInlineEnd: 'none' }}
    />
  );
}
