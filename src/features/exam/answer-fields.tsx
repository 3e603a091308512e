import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Radio, Space } from 'antd';
import { maxOptions, optionKeys, QuestionType } from '../../../shared/question-format';

/** Choice options in order (A, B, ...) with the correct ones marked beside them. */
function ChoiceOptions({ multiple }: { multiple: boolean }) {
  const form = Form.useFormInstance();
  const count: number = Form.useWatch('optionTexts', form)?.length ?? 0;
  const keys = optionKeys.slice(0, count);
  const Group = multiple ? Checkbox.Group : Radio.Group;
  return (
    <>
      <Form.List name="optionTexts">
        {(fields, { add, remove }) => (
          <Form.Item label="选项" required>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <span style={{ width: 20 }}>{optionKeys[i]}.</span>
                <Form.Item {...field} rules={[{ required: true, whitespace: true, message: `请输入选项 ${optionKeys[i]}` }]} style={{ width: 480, marginBottom: 8 }}>
                  <Input maxLength={1000} placeholder={`选项 ${optionKeys[i]} 的内容`} />
                </Form.Item>
                {fields.length > 2 && (
                  <MinusCircleOutlined
                    aria-label={`删除选项 ${optionKeys[i]}`}
                    onClick={() => {
                      remove(field.name);
                      form.setFieldValue('correct', []);
                    }}
                  />
                )}
              </Space>
            ))}
            {fields.length < maxOptions && <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>添加选项</Button>}
          </Form.Item>
        )}
      </Form.List>
      <Form.Item
        label="正确答案"
        name="correct"
        rules={[{ validator: (_, value: string[]) => (value?.length ? Promise.resolve() : Promise.reject(new Error('请选择正确选项'))) }]}
        getValueFromEvent={(e) => (multiple ? e : [e.target.value])}
        getValueProps={(value: string[] = []) => ({ value: multiple ? value : value[0] })}
      >
        <Group options={keys.map((k) => ({ label: k, value: k }))} />
      </Form.Item>
    </>
  );
}

/** The answer inputs a question type needs (section "answer" of shared/question-format.ts). */
export function AnswerFields({ type }: { type: number }) {
  if (type === QuestionType.single || type === QuestionType.multiple) return <ChoiceOptions multiple={type === QuestionType.multiple} />;
  if (type === QuestionType.trueFalse) {
    return (
      <Form.Item label="正确答案" name="judgement" rules={[{ required: true, message: '请选择正确答案' }]}>
        <Radio.Group options={[{ label: '正确', value: 'true' }, { label: '错误', value: 'false' }]} />
      </Form.Item>
    );
  }
  if (type === QuestionType.fillIn) {
    return (
      <Form.Item label="答案" name="textAnswer" extra="每行一个空的答案；同一空的多个可接受答案用 | 分隔" rules={[{ required: true, whitespace: true, message: '请输入每个空的答案' }]}>
        <Input.TextArea rows={3} maxLength={20000} />
      </Form.Item>
    );
  }
  if (type === QuestionType.shortAnswer) {
    return (
      <Form.Item label="参考答案" name="textAnswer" extra="简答题由老师手工批改，阅卷时显示参考答案" rules={[{ required: true, whitespace: true, message: '请输入参考答案' }]}>
        <Input.TextArea rows={5} maxLength={20000} />
      </Form.Item>
    );
  }
  return (
    <Form.Item label="参考答案" name="textAnswer" extra="参考程序，选填">
      <Input.TextArea rows={8} maxLength={20000} style={{ fontFamily: 'monospace' }} />
    </Form.Item>
  );
}
