import { Layout } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { productTitle } from '../../app/product';

// The sign-in screens are every visitor's first download: the card and heading are drawn with
// antd's default look (the app keeps antd's default theme) rather than with antd's Card and
// Typography, whose code (tabs, menus, copy-to-clipboard) the sign-in would otherwise carry.
const border = '1px solid #f0f0f0';
const titleStyle: CSSProperties = { margin: '0 0 0.5em', fontSize: 30, lineHeight: 40 / 30, fontWeight: 600, textAlign: 'center' };
const cardStyle: CSSProperties = { background: '#fff', border, borderRadius: 8, color: 'rgba(0, 0, 0, 0.88)' };
const cardHeadStyle: CSSProperties = { display: 'flex', alignItems: 'center', minHeight: 56, padding: '0 24px', borderBottom: border, fontSize: 16, fontWeight: 600 };

/** The centred card both login pages sit in. */
export function SignInFrame({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Layout.Content style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24, minHeight: '100vh' }}>
      <div style={{ width: 400, maxWidth: '100%' }}>
        <h2 style={titleStyle}>
          <Link to="/">{productTitle}</Link>
        </h2>
        <section style={cardStyle} aria-label={title}>
          <div style={cardHeadStyle}>{title}</div>
          <div style={{ padding: 24 }}>{children}</div>
        </section>
        {footer ? <div style={{ textAlign: 'center', marginTop: 16 }}>{footer}</div> : null}
      </div>
    </Layout.Content>
  );
}
