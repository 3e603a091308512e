import { Tabs } from 'antd';
import { staffEntities } from '../../shared/generated/entities/staff-entities.gen';
import { EntityListPage } from './entity-list-page';
import { operationOf } from './entity-resource';
import { useCanRun } from './use-can-any';
import type { EntityMeta } from '../../shared/entity-types';
import { ListStateInUrl } from './list-location';

/** One tab per entity the user may see in the recycle bin. */
function RecycleTab({ entity }: { entity: EntityMeta }) {
  return <EntityListPage entity={entity} title={`已删除的${entity.title}`} mode="recycleList" />;
}

/** 回收站 (a school screen): deleted rows of every soft-deleting school entity, restorable by those who hold the key. */
export function RecycleBinPage({ title }: { title: string }) {
  const recyclable = Object.values(staffEntities).filter((e) => operationOf(e, 'recycleList'));
  return (
    <div>
      <h2>{title}</h2>
      {/* One list per tab: each keeps its own state rather than sharing the address. */}
      <ListStateInUrl.Provider value={false}>
        <Tabs items={recyclable.map((entity) => ({ key: entity.name, label: entity.title, children: <RecycleTabGate entity={entity} /> }))} />
      </ListStateInUrl.Provider>
    </div>
  );
}

function RecycleTabGate({ entity }: { entity: EntityMeta }) {
  const allowed = useCanRun(operationOf(entity, 'recycleList'));
  return allowed ? <RecycleTab entity={entity} /> : null;
}
