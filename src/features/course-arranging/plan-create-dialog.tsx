import { useModalForm } from '@refinedev/antd';
import { Form, Modal } from 'antd';
import { useEffect } from 'react';
import { EntityFormFields, initialValuesOf, toPayload } from '../../resources/entity-form-fields';
import { providerMeta, resourceOf } from '../../resources/entity-resource';
import { planEntity } from '../teaching/teaching-fields';

/** What the week view fills in for a new lesson (the clicked day and time, the filtered class). */
export type PlanPreset = Record<string, unknown> | null;

/**
 * 新增教学计划 with the entity's own create form (the same fields and checks as teachplan1).
 * A clash or closing day is refused by the server, whose message the request layer shows;
 * the dialog then stays open with everything typed.
 */
export function PlanCreateDialog({ preset, onClose, onCreated }: { preset: PlanPreset; onClose: () => void; onCreated: () => void }) {
  const form = useModalForm({
    resource: resourceOf(planEntity),
    meta: providerMeta(planEntity),
    action: 'create',
    redirect: false,
    successNotification: { type: 'success', message: '新增成功' },
    // The request layer has shown the server's own message (the clash it names); no second, vaguer one.
    errorNotification: false,
    onMutationSuccess: () => {
      onCreated();
      onClose();
    },
  });
  const { show } = form;
  const instance = form.formProps.form;
  // The form instance outlives the dialog: each opening starts from this preset, not the last one.
  useEffect(() => {
    if (!preset) return;
    show();
    instance?.setFieldsValue(initialValuesOf(planEntity, preset));
  }, [preset]);
  return (
    <Modal
      {...form.modalProps}
      open={preset !== null && form.modalProps.open}
      onCancel={(e) => {
        form.modalProps.onCancel?.(e);
        onClose();
      }}
      title={`新增${planEntity.title}`}
      destroyOnHidden
    >
      <Form
        {...form.formProps}
        layout="vertical"
        initialValues={initialValuesOf(planEntity, preset ?? {})}
        // A refusal has been said; the dialog stays open with what was typed.
        onFinish={(values) => Promise.resolve(form.formProps.onFinish?.(toPayload(planEntity, values as Record<string, unknown>))).catch(() => undefined)}
      >
        <EntityFormFields entity={planEntity} mode="create" />
      </Form>
    </Modal>
  );
}
