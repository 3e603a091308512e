import { useModalForm } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { Button, Card, Form, Modal } from 'antd';
import { EntityDetails } from '../../resources/entity-details';
import { EntityFormFields, toPayload } from '../../resources/entity-form-fields';
import { operationOf, providerMeta, resourceOf } from '../../resources/entity-resource';
import { eduMealEntity } from '../../../shared/generated/entities/edu-meal.gen';
import { useCanRun } from '../../resources/use-can-any';

const eduMeal = eduMealEntity;

/**
 * 学校套餐 under a school's details (eduMeal viewDetail / edit): the package the school holds
 * and its period. Its staff see the change at their next refresh; the server enforces it.
 */
export function SchoolPackagePanel({ record }: { record: Record<string, unknown> }) {
  const id = record.id as number;
  const canEdit = useCanRun(operationOf(eduMeal, 'update'));
  const { query } = useShow<Record<string, unknown>>({ resource: resourceOf(eduMeal), meta: providerMeta(eduMeal), id });
  const edit = useModalForm({ resource: resourceOf(eduMeal), meta: providerMeta(eduMeal), action: 'edit', id, redirect: false, successNotification: { type: 'success', message: '保存成功' } });
  const current = query.data?.data;
  return (
    <Card size="small" title={eduMeal.title} loading={query.isLoading} extra={canEdit && <Button size="small" type="link" onClick={() => edit.show(id)}>修改套餐</Button>}>
      {current && <EntityDetails entity={eduMeal} record={current} />}
      <Modal {...edit.modalProps} title={`修改${eduMeal.title}`} destroyOnHidden>
        <Form {...edit.formProps} layout="vertical" onFinish={(values) => edit.formProps.onFinish?.(toPayload(eduMeal, values as Record<string, unknown>))}>
          <EntityFormFields entity={eduMeal} mode="update" />
        </Form>
      </Modal>
    </Card>
  );
}
