import { useCustomMutation } from '@refinedev/core';
import { Button, Checkbox, Modal, Spin } from 'antd';
import { useState } from 'react';
import { schoolRoleEntity } from '../../../shared/generated/entities/school-role.gen';
import type { CustomActionProps } from '../../resources/custom-action-props';

/** 分配角色: the school's roles as checkboxes, preset from the teacher-role map, saved with assignRoles. */
export function AssignRolesButton({ op, ids, run }: CustomActionProps) {
  const { mutateAsync } = useCustomMutation();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<{ label: string; value: number }[]>();
  const [value, setValue] = useState<number[]>([]);
  const roles = schoolRoleEntity.operations;
  const load = async () => {
    setOpen(true);
    setOptions(undefined);
    const [list, map] = await Promise.all([
      mutateAsync({ url: roles.list.path, method: 'post', values: { pageSize: 1000 }, successNotification: false }),
      mutateAsync({ url: roles.getTchRoleMap.path, method: 'post', values: {}, successNotification: false }),
    ]);
    const page = list.data as unknown as { list: { id: number; name: string }[] };
    const entries = map.data as unknown as { staffId: number; roleIds: number[] }[];
    setOptions(page.list.map((r) => ({ label: r.name, value: r.id })));
    setValue(entries.find((e) => e.staffId === ids[0])?.roleIds ?? []);
  };
  return (
    <>
      <Button size="small" type="link" onClick={load}>{op.title}</Button>
      <Modal title={op.title} open={open} onOk={() => run(op, { id: ids[0], roleIds: value }).then(() => setOpen(false))} onCancel={() => setOpen(false)} destroyOnHidden>
        {options ? <Checkbox.Group options={options} value={value} onChange={(v) => setValue(v as number[])} /> : <Spin />}
      </Modal>
    </>
  );
}
