import { Form, Input, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ojSheetDetail, ojSheetOptions, ojSheetSave } from '../../api/generated/oj-contest';
import { content } from '../../api/request';
import { ojCall, ojPoll } from './oj-call';
import { ProblemPicker, type PickedProblem } from './problem-picker';

interface Values {
  title: string;
  typeId?: number | null;
  kind?: 'sheet' | 'topic';
  description?: string | null;
  problems: PickedProblem[];
}

interface Props {
  /** undefined: closed; null: a new list; a number: that list. */
  sheetId: number | null | undefined;
  admin?: boolean;
  onClose: (saved: boolean) => void;
}

/** Create or edit a problem list with its ordered problems; the back office also picks 题单 or 专题. */
export function SheetEditor({ sheetId, admin, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const types = useQuery({ queryKey: ['oj-sheet-types', admin], queryFn: () => content(ojSheetOptions({}, ojPoll(admin))) });
  const existing = useQuery({
    queryKey: ['oj-sheet', sheetId, admin],
    enabled: typeof sheetId === 'number',
    queryFn: () => content(ojSheetDetail({ id: sheetId as number }, ojPoll(admin))),
  });
  useEffect(() => {
    if (sheetId === null) form.setFieldsValue({ title: '', typeId: null, kind: admin ? 'topic' : 'sheet', description: '', problems: [] });
    const data = existing.data;
    if (typeof sheetId === 'number' && data) {
      form.setFieldsValue({
        title: data.sheet.title,
        typeId: data.sheet.typeId ?? null,
        kind: data.sheet.kind,
        description: data.sheet.description ?? '',
        problems: data.problems.map((p) => ({ id: p.problemId, title: p.title })),
      });
    }
  }, [sheetId, existing.data, form, admin]);

  const save = async () => {
    const values = await form.validateFields();
    await content(
      ojSheetSave(
        {
          ...(typeof sheetId === 'number' ? { id: sheetId } : {}),
          title: values.title,
          typeId: values.typeId ?? null,
          description: values.description || null,
          ...(admin ? { kind: values.kind } : {}),
          problemIds: values.problems.map((p) => p.id),
        },
        ojCall(admin),
      ),
    );
    onClose(true);
  };

  return (
    <Modal open={sheetId !== undefined} title={typeof sheetId === 'number' ? '编辑题单' : '新建题单'} width={720} onOk={() => void save()} onCancel={() => onClose(false)} destroyOnHidden okText="保存">
      <Form form={form} layout="vertical">
        <Form.Item name="title" label="题单名称" rules={[{ required: true, whitespace: true, message: '请输入题单名称' }, { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        {admin && (
          <Form.Item name="kind" label="类别">
            <Select options={[{ value: 'topic', label: '专题' }, { value: 'sheet', label: '题单' }]} />
          </Form.Item>
        )}
        <Form.Item name="typeId" label="题单类型">
          <Select allowClear options={(types.data?.types ?? []).map((t) => ({ value: t.id, label: t.name }))} placeholder="不分类" />
        </Form.Item>
        <Form.Item name="description" label="说明">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="problems" label="题目（按顺序）" initialValue={[]}>
          <ProblemPicker admin={admin} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
