import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Empty, Form, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { DetailExtras } from '../../resources/detail-extras-slot';
import { EntityDetails } from '../../resources/entity-details';
import { EntityFormFields, toPayload } from '../../resources/entity-form-fields';
import { operationOf, providerMeta, resourceOf } from '../../resources/entity-resource';
import { OperationButton } from '../../resources/operation-buttons';
import { useCanRun } from '../../resources/use-can-any';
import { useRecordId } from '../../resources/use-record-id';
import { useRunOperation } from '../../resources/use-run-operation';

const receiptEntity = staffEntities.Receipt!;

/**
 * 收据详情 (finance-content): the receipt as a document — its figures, the lines and the print view
 * with 补费 while it owes — and the only two things a receipt lets change (the spec's receipt
 * update): the remark and the attachment. 作废 is offered while the receipt is valid; the server
 * decides whether the reversal is possible and its message is shown.
 */
export function ReceiptContentPage({ title }: { title: string }) {
  const id = useRecordId();
  const { query } = useShow<Record<string, unknown>>({ resource: resourceOf(receiptEntity), meta: providerMeta(receiptEntity), id, queryOptions: { enabled: id !== undefined } });
  const [form] = Form.useForm<Record<string, unknown>>();
  const run = useRunOperation(receiptEntity);
  const update = operationOf(receiptEntity, 'update');
  const canUpdate = useCanRun(update);
  const invalidate = receiptEntity.operations.invalidate;
  const record = query.data?.data;
  useEffect(() => {
    if (record) form.setFieldsValue({ remark: record.remark ?? undefined, attachmentUrl: record.attachmentUrl ?? undefined });
  }, [record, form]);
  if (id === undefined) return <Empty description="请从收据管理列表选择要查看的收据" />;
  if (query.isLoading || !record) return <Spin style={{ display: 'block', margin: 48 }} />;
  const save = async () => {
    const values = await form.validateFields();
    try {
      await run(update!, { id, ...toPayload(receiptEntity, values) });
    } catch {
      // The request layer has shown the server's message.
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={`${title} ${String(record.receiptNo)}`} extra={invalidate ? <OperationButton entity={receiptEntity} op={invalidate} ids={[id]} record={record} /> : null}>
        {record.state === 0 ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="该收据已作废，其课时与资金已冲回，只能修改备注与附件" /> : null}
        <EntityDetails entity={receiptEntity} record={record} />
      </Card>
      {canUpdate ? (
        <Card title="备注与附件" size="small">
          <Form form={form} layout="vertical" style={{ maxWidth: 640 }} data-testid="receipt-content-form">
            <EntityFormFields entity={receiptEntity} mode="update" />
            <Button type="primary" onClick={save}>
              保存
            </Button>
          </Form>
        </Card>
      ) : null}
      <DetailExtras entity={receiptEntity} record={record} />
    </Space>
  );
}
