import { Button, Layout, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { productTitle } from '../../app/product';

/** /m_index: where phones land (section 2); the platform itself is built for larger screens. */
export function MobileIndexPage() {
  return (
    <div>
      <Layout.Content style={{ padding: '48px 20px', textAlign: 'center' }}>
        <Typography.Title level={3}>{productTitle}</Typography.Title>
        <Typography.Paragraph type="secondary">为获得完整的课堂、考试与管理体验，建议使用电脑或平板访问。</Typography.Paragraph>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Link to="/login">
            <Button type="primary" block size="large">
              登录
            </Button>
          </Link>
          {/* ?ignore=true skips the phone redirect once (section 2). */}
          <Link to="/?ignore=true">
            <Button block size="large">
              继续访问电脑版
            </Button>
          </Link>
        </Space>
      </Layout.Content>
    </div>
  );
}
