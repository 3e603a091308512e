import { App, Button, Card, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { optionalPhonePattern, phoneMessages } from '../../../shared/account-safety/phone-rules';
import type { FieldMeta } from '../../../shared/entity-types';
import { saveSchoolProfile, schoolProfile } from '../../api/generated/school-settings';
import type { SchoolProfileSave } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { UploadInput } from '../../resources/upload-input';

/** The logo goes through the upload pipeline like every image field of the entity forms. */
const logoField: FieldMeta = { name: 'logo', title: '学校标志', type: 'string', nullable: true, readOnly: false, virtual: false, widget: 'image', required: false, maxLength: 500 };

/** The school's own profile: name, logo and contact (the domain is the platform's, shown only). */
export function SchoolProfileForm() {
  const [form] = Form.useForm<SchoolProfileSave>();
  const [domain, setDomain] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  useEffect(() => {
    void content(schoolProfile({}))
      .then((profile) => {
        form.setFieldsValue({ name: profile.name, logo: profile.logo, contactName: profile.contactName, contactPhone: profile.contactPhone });
        setDomain(profile.domain);
      })
      .finally(() => setLoading(false));
  }, [form]);

  const save = async (values: SchoolProfileSave) => {
    setSaving(true);
    try {
      await content(saveSchoolProfile({ ...values, contactName: values.contactName || null, contactPhone: values.contactPhone || null }));
      message.success('保存成功');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="学校资料" style={{ marginBottom: 16 }}>
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 480 }} data-testid="school-profile-form">
          <Form.Item name="name" label="学校名称" rules={[{ required: true, whitespace: true, message: '请输入学校名称' }, { max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="logo" label="学校标志">
            <UploadInput field={logoField} />
          </Form.Item>
          <Form.Item name="contactName" label="联系人" rules={[{ max: 50 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="contactPhone" label="联系电话" rules={[{ pattern: optionalPhonePattern, message: phoneMessages.badFormat }]}>
            <Input />
          </Form.Item>
          <Form.Item label="域名">{domain ?? '—'}</Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>保存</Button>
        </Form>
      </Spin>
    </Card>
  );
}
