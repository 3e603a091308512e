import { Alert, App, Button, Card, ColorPicker, Form, Input, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { suggestedThemeColors } from '../../../shared/school-look/look-rules';
import { personalSettings, savePersonalSettings } from '../../api/generated/school-look';
import type { SchoolLook } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useRefreshSchoolLook } from './use-school-look';

/**
 * 个性化设置: the header title, theme colour and footer every signed-in page of the school wears
 * (staff and students), available once the platform grants the header-set authorization.
 */
export function PersonalizedSettingPage({ route }: PageProps) {
  const [form] = Form.useForm<SchoolLook>();
  const [granted, setGranted] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const refreshLook = useRefreshSchoolLook();

  useEffect(() => {
    void content(personalSettings({})).then((settings) => {
      form.setFieldsValue(settings.look);
      setGranted(settings.headerSet);
    });
  }, [form]);

  const save = async (values: SchoolLook) => {
    setSaving(true);
    try {
      const saved = await content(savePersonalSettings({ headerTitle: values.headerTitle || null, themeColor: values.themeColor || null, footerText: values.footerText || null }));
      form.setFieldsValue(saved.look);
      message.success('保存成功，学校的页面已换上新的样式');
      refreshLook();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={route.title}>
      <Spin spinning={granted === null}>
        {granted === false && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="平台尚未开通本校的页头设置权限" description="开通后这里的设置会用于本校老师和学员登录后的页面；如需开通请联系平台管理员。" />}
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 520 }} disabled={granted !== true}>
          <Form.Item name="headerTitle" label="页头标题" extra="显示在页面左上角，留空时显示学校名称" rules={[{ max: 30, message: '页头标题不能超过 30 个字' }]}>
            <Input placeholder="例如：星火少儿编程" />
          </Form.Item>
          <Form.Item
            name="themeColor"
            label="主题色"
            extra="按钮、链接和选中菜单的颜色，留空时使用平台默认蓝色"
            getValueFromEvent={(color: { toHexString: () => string; cleared?: boolean } | null) => (color && !color.cleared ? color.toHexString() : null)}
          >
            <ColorPicker allowClear disabledAlpha presets={[{ label: '推荐颜色', colors: [...suggestedThemeColors] }]} showText />
          </Form.Item>
          <Form.Item name="footerText" label="页脚文字" extra="显示在每个页面底部，例如版权信息、地址或咨询电话" rules={[{ max: 100, message: '页脚文字不能超过 100 个字' }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>保存</Button>
          </Space>
        </Form>
      </Spin>
    </Card>
  );
}
