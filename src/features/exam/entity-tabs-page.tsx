import { Tabs } from 'antd';
import type { ComponentType } from 'react';
import type { EntityMeta } from '../../../shared/entity-types';
import type { PageProps } from '../../resources/page-props';
import { EntityListPage } from '../../resources/entity-list-page';

/** One screen for a few small related entities, each its generic list in a tab (标签组 and 标签). */
export function entityTabsPage(entities: EntityMeta[]): ComponentType<PageProps> {
  return function EntityTabsPage({ route }: PageProps) {
    return (
      <Tabs
        destroyOnHidden
        items={entities.map((entity) => ({ key: entity.name, label: entity.title, children: <EntityListPage entity={entity} title={`${route.title} · ${entity.title}`} /> }))}
      />
    );
  };
}
