import { Create, Edit, useForm } from '@refinedev/antd';
import { Empty, Form } from 'antd';
import { useNavigate } from 'react-router';
import type { EntityMeta } from '../../shared/entity-types';
import { EntityFormFields, initialValuesOf, toPayload } from './entity-form-fields';
import { providerMeta, resourceOf, screenPath } from './entity-resource';
import { useRecordId } from './use-record-id';

/** Create or edit screen of an entity (e.g. 学员录入, 编辑员工信息); back to its list when saved. */
export function EntityFormPage({ entity, title, action, preset, listPath: presetListPath }: { entity: EntityMeta; title: string; action: 'create' | 'edit'; preset?: Record<string, unknown>; listPath?: string }) {
  const navigate = useNavigate();
  const id = useRecordId();
  const listPath = presetListPath ?? screenPath(entity, 'list');
  const { formProps, saveButtonProps } = useForm({
    resource: resourceOf(entity),
    meta: providerMeta(entity),
    action,
    id: action === 'edit' ? id : undefined,
    redirect: false,
    successNotification: { type: 'success', message: action === 'create' ? '新增成功' : '保存成功' },
    onMutationSuccess: () => listPath && navigate(listPath),
  });
  if (action === 'edit' && id === undefined) return <Empty description={`请从${entity.title}列表选择要编辑的记录`} />;
  const form = (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 640 }} initialValues={action === 'create' ? initialValuesOf(entity, preset) : undefined} onFinish={(values) => formProps.onFinish?.(toPayload(entity, values as Record<string, unknown>))}>
      <EntityFormFields entity={entity} mode={action === 'create' ? 'create' : 'update'} />
    </Form>
  );
  return action === 'create' ? (
    <Create title={title} breadcrumb={false} saveButtonProps={saveButtonProps}>{form}</Create>
  ) : (
    <Edit title={title} breadcrumb={false} saveButtonProps={saveButtonProps} canDelete={false} headerButtons={() => null}>{form}</Edit>
  );
}
