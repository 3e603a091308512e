import { useCustomMutation } from '@refinedev/core';
import { Button, Checkbox, Modal, Spin } from 'antd';
import { useState } from 'react';
import { adminRoleEntity } from '../../../shared/generated/entities/admin-role.gen';
import type { CustomActionProps } from '../../resources/custom-action-props';

/** 分配角色 of a platform administrator: the back-office roles as checkboxes, preset from their current roles. */
export function AssignAdminRolesButton({ entity, op, ids, run }: CustomActionProps) {
  const { mutateAsync } = useCustomMutation();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<{ label: string; value: number }[]>();
  const [value, setValue] = useState<number[]>([]);
  const meta = { admin: true };
  const load = async () => {
    setOpen(true);
    setOptions(undefined);
    const [list, mine] = await Promise.all([
      mutateAsync({ url: adminRoleEntity.operations.list.path, method: 'post', values: { pageSize: 1000 }, meta, successNotification: false }),
      mutateAsync({ url: entity.operations.queryAdminRoles.path, method: 'post', values: { id: ids[0] }, meta, successNotification: false }),
    ]);
    const page = list.data as unknown as { list: { id: number; name: string }[] };
    setOptions(page.list.map((r) => ({ label: r.name, value: r.id })));
    setValue((mine.data as unknown as { roleIds: number[] }).roleIds);
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
