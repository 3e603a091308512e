import { useCustomMutation } from '@refinedev/core';
import { Button, Modal, Spin, Tree } from 'antd';
import { useState } from 'react';
import type { AuthNode } from '../../api/generated/api.schemas';
import { findRouteByName } from '../../../shared/route-catalog';
import { adminFlag } from '../../resources/entity-resource';
import type { CustomActionProps } from '../../resources/custom-action-props';

type TreeData = { key: string; title: string; children?: TreeData[] };
const toTreeData = (nodes: AuthNode[]): TreeData[] => nodes.map((n) => ({ key: n.name, title: n.title, children: n.children ? toTreeData(n.children) : undefined }));

/** 分配权限: the role's (or package's) screens as a checkable tree (areas → menu groups → screens), saved with saveResources. */
export function RoleResourcesButton({ entity, op, ids, run }: CustomActionProps) {
  const { mutateAsync } = useCustomMutation();
  const [open, setOpen] = useState(false);
  const [tree, setTree] = useState<TreeData[]>();
  const [checked, setChecked] = useState<string[]>([]);
  const [leaves, setLeaves] = useState<Set<string>>(new Set());
  const load = async () => {
    setOpen(true);
    setTree(undefined);
    const answer = await mutateAsync({ url: entity.operations.queryResourceTree.path, method: 'post', values: { id: ids[0] }, meta: adminFlag(entity), successNotification: false });
    const data = answer.data as unknown as { tree: AuthNode[]; checked: string[] };
    // Screens are the nodes named after a catalogue route, at any depth (the administered trees nest freely).
    const screenNames = new Set<string>();
    const walk = (nodes: AuthNode[]) => nodes.forEach((n) => (findRouteByName(n.name) && screenNames.add(n.name), walk(n.children ?? [])));
    walk(data.tree);
    setLeaves(screenNames);
    setTree(toTreeData(data.tree));
    setChecked(data.checked);
  };
  // Only screens are permissions; area and group keys are just the tree's shape.
  const save = () => run(op, { id: ids[0], resources: checked.filter((k) => leaves.has(k)) }).then(() => setOpen(false));
  return (
    <>
      <Button size="small" type="link" onClick={load}>{op.title}</Button>
      <Modal title={op.title} open={open} onOk={save} onCancel={() => setOpen(false)} width={560} destroyOnHidden>
        {tree ? (
          <Tree checkable height={480} treeData={tree} checkedKeys={checked} onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked) as string[])} />
        ) : (
          <Spin />
        )}
      </Modal>
    </>
  );
}
