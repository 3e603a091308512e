import { ArrowRightOutlined, CrownOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { productTitle } from '../../app/product';
import { MenuIcon } from '../../app/layouts/area-layout/menu-icon';
import { DemoSignIns } from './demo-sign-ins';
import { productFeatures } from './product-features';
import { useDemoMode } from './use-demo-mode';

const heroStyle: CSSProperties = {
  background: 'linear-gradient(135deg, #1e3a8a 0%, #4338ca 55%, #7c3aed 100%)',
  color: '#fff',
  padding: '56px 24px 120px',
};
const page: CSSProperties = { maxWidth: 1200, margin: '0 auto', width: '100%' };

interface Entry {
  key: string;
  to: string;
  icon: ReactNode;
  title: string;
  who: string;
}

function EntryCard({ entry }: { entry: Entry }) {
  return (
    <Link to={entry.to} data-entry={entry.key} style={{ display: 'block', height: '100%' }}>
      <div style={{ height: '100%', background: '#fff', borderRadius: 16, padding: '20px 22px', boxShadow: '0 10px 30px rgba(15, 23, 42, 0.10)', color: '#0f172a' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 18, fontWeight: 600 }}>
          <span>
            <span style={{ color: '#4338ca', marginRight: 8 }}>{entry.icon}</span>
            {entry.title}
          </span>
          <ArrowRightOutlined style={{ color: '#94a3b8' }} />
        </div>
        <div style={{ color: '#64748b', marginTop: 6 }}>{entry.who}</div>
      </div>
    </Link>
  );
}

/**
 * `/` for a visitor: what the product is, who signs in where, and — on a demo installation only —
 * one-click sign-ins with the README's demo accounts.
 */
export function VisitorLanding({ adminSignedIn }: { adminSignedIn: boolean }) {
  const demo = useDemoMode();
  const entries: Entry[] = [
    { key: 'staff', to: '/login', icon: <TeamOutlined />, title: '教职工登录', who: '校长、教务、老师：管理学校，备课上课' },
    { key: 'student', to: '/login?as=student', icon: <SmileOutlined />, title: '学生登录', who: '上课学习、写代码、做作业、参加比赛' },
    {
      key: 'admin',
      to: adminSignedIn ? '/background' : '/background/login',
      icon: <CrownOutlined />,
      title: adminSignedIn ? '进入管理后台' : '平台管理员登录',
      who: '开通学校、配置课程与题库、查看平台数据',
    },
  ];
  const accounts = demo.data?.on ? demo.data.accounts : [];
  return (
    <div style={{ minHeight: '100vh', background: '#f1f5f9' }}>
      <header style={heroStyle}>
        <div style={page}>
          <div style={{ fontSize: 14, letterSpacing: 2, opacity: 0.8 }}>少儿编程学校一体化平台</div>
          <h1 style={{ fontSize: 44, lineHeight: 1.25, margin: '12px 0 16px', color: '#fff' }}>{productTitle}</h1>
          <p style={{ fontSize: 18, lineHeight: 1.8, maxWidth: 760, margin: 0, opacity: 0.92 }}>
            为编程培训学校打造：平台管理后台开通学校与内容，学校教职工管理教务、收费与教学，学生在编程课堂里上课、写代码、交作业。编程课堂、在线评测 OJ、考试测评、打字练习与作品社区，一个平台全部完成。
          </p>
        </div>
      </header>
      <main style={{ padding: '0 24px 48px', marginTop: -84 }}>
        <div style={page}>
          <Row gutter={[16, 16]}>
            {entries.map((entry) => (
              <Col key={entry.key} xs={24} md={8}>
                <EntryCard entry={entry} />
              </Col>
            ))}
          </Row>
          {accounts.length ? (
            <div style={{ marginTop: 24 }}>
              <DemoSignIns accounts={accounts} />
            </div>
          ) : null}
          <h2 style={{ fontSize: 22, margin: '40px 0 16px', color: '#0f172a' }}>平台能做什么</h2>
          <Row gutter={[16, 16]}>
            {productFeatures.map((feature) => (
              <Col key={feature.key} xs={24} sm={12} lg={6}>
                <div data-feature={feature.key} style={{ height: '100%', background: '#fff', borderRadius: 16, padding: 20 }}>
                  <span style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, borderRadius: 12, fontSize: 22, color: feature.color, background: `${feature.color}14` }}>
                    <MenuIcon name={feature.icon} />
                  </span>
                  <div style={{ fontSize: 16, fontWeight: 600, margin: '12px 0 6px', color: '#0f172a' }}>{feature.title}</div>
                  <div style={{ color: '#64748b', lineHeight: 1.7 }}>{feature.text}</div>
                </div>
              </Col>
            ))}
          </Row>
        </div>
      </main>
    </div>
  );
}
