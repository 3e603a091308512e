import { Card, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productTitle } from '../../app/product';

/** The centred card both login pages sit in. */
export function SignInFrame({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Layout.Content style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24, minHeight: '100vh' }}>
      <div style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          <Link to="/">{productTitle}</Link>
        </Typography.Title>
        <Card title={title}>{children}</Card>
        {footer ? <div style={{ textAlign: 'center', marginTop: 16 }}>{footer}</div> : null}
      </div>
    </Layout.Content>
  );
}
