import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { schoolPaperDrawRandomQuestions } from '../../api/generated/school-paper';
import { schoolQuestionBankQueryList } from '../../api/generated/school-question-bank';
import type { ExamDrawRule, PaperQuestions } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { usePlatformBanks } from './platform-bank-select';
import { difficultyOptions, quiet, typeOptions } from './school-bank-api';

interface DrawForm {
  seed: string;
  rules: ExamDrawRule[];
}

/**
 * 随机抽题: rules of "N questions of a type (and difficulty) from these banks"; the draw is added
 * to the paper. The seed is shown so the same draw can be made again.
 */
export function RandomDrawButton({ paperId, apply }: { paperId: number; apply: (call: Promise<{ content?: PaperQuestions | null }>) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<DrawForm>();
  const school = useQuery({ queryKey: ['school-banks', ''], enabled: open, queryFn: () => content(schoolQuestionBankQueryList({ pageSize: 200 }, quiet())) });
  const platform = usePlatformBanks();
  const bankOptions = [
    { label: '本校题库', options: (school.data?.list ?? []).map((b) => ({ value: b.id, label: b.name })) },
    { label: '平台题库', options: (platform.data ?? []).map((b) => ({ value: b.id, label: b.name })) },
  ];
  const draw = async () => {
    const values = await form.validateFields();
    await apply(schoolPaperDrawRandomQuestions({ id: paperId, seed: values.seed, rules: values.rules }));
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => { form.setFieldsValue({ seed: `${paperId}-${Date.now()}`, rules: [{ type: 1, count: 5 } as ExamDrawRule] }); setOpen(true); }}>随机抽题</Button>
      <Modal title="随机抽题" open={open} onCancel={() => setOpen(false)} onOk={() => void draw().catch(() => undefined)} okText="抽题并加入试卷" cancelText="取消" width={900} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.List name="rules">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="start" wrap>
                    <Form.Item name={[f.name, 'bankIds']} label="题库（不选为全部）">
                      <Select mode="multiple" allowClear options={bankOptions} optionFilterProp="label" style={{ width: 240 }} placeholder="全部可用题库" />
                    </Form.Item>
                    <Form.Item name={[f.name, 'type']} label="题型" rules={[{ required: true, message: '请选择题型' }]}>
                      <Select options={typeOptions} style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'difficulty']} label="难度">
                      <Select allowClear options={difficultyOptions} style={{ width: 100 }} placeholder="不限" />
                    </Form.Item>
                    <Form.Item name={[f.name, 'count']} label="数量" rules={[{ required: true, message: '请输入数量' }]}>
                      <InputNumber min={1} max={100} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'score']} label="每题分值">
                      <InputNumber min={0.5} max={100} step={0.5} placeholder="题目原分值" />
                    </Form.Item>
                    <Form.Item name={[f.name, 'section']} label="放入大题">
                      <Input maxLength={50} style={{ width: 140 }} placeholder="最后一个大题" />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除规则" disabled={fields.length === 1} onClick={() => remove(f.name)} style={{ marginTop: 30 }} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: 1, count: 5 })}>添加规则</Button>
              </>
            )}
          </Form.List>
          <Form.Item name="seed" label="随机种子" extra="相同的种子和规则总是抽到相同的题目" style={{ marginTop: 16 }} rules={[{ required: true, message: '请输入随机种子' }]}>
            <Input maxLength={100} style={{ width: 320 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
