import { Tabs } from 'antd';
import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { entities, type EntityName } from '../../resources/entities.gen';
import { EntityListPage } from '../../resources/entity-list-page';

/** One screen for a few small related entities, each its generic list in a tab (标签组 and 标签). */
export function entityTabsPage(names: EntityName[]): ComponentType<PageProps> {
  return function EntityTabsPage({ route }: PageProps) {
    return (
      <Tabs
        destroyOnHidden
        items={names.map((name) => ({ key: name, label: entities[name].title, children: <EntityListPage entity={entities[name]} title={`${route.title} · ${entities[name].title}`} /> }))}
      />
    );
  };
}
