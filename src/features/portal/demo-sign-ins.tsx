import { CrownOutlined, ExperimentOutlined, ReadOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { DemoAccount } from '../../api/generated/api.schemas';
import { captchaAsked } from '../sign-in/captcha-asked';
import type { SignInState } from '../sign-in/login-page';
import { useSignIn } from '../sign-in/use-sign-in';

const roleLook: Record<DemoAccount['role'], { icon: ReactNode; color: string; lands: string }> = {
  admin: { icon: <CrownOutlined />, color: '#7c3aed', lands: '平台数据总览' },
  principal: { icon: <UserOutlined />, color: '#2563eb', lands: '学校数据看板' },
  teacher: { icon: <ReadOutlined />, color: '#0891b2', lands: '今日课程与作品点评' },
  student: { icon: <SmileOutlined />, color: '#ea580c', lands: '今日课程与作业' },
};

const loginPathOf = (account: DemoAccount) => (account.kind === 'admin' ? '/background/login' : account.kind === 'student' ? '/login?as=student' : '/login');

/**
 * One click per demo account: the same sign-in a person makes on the sign-in page (the same call,
 * the password sent the same way). When the server asks for a captcha, the sign-in page opens
 * with the account filled in and the captcha shown.
 */
export function DemoSignIns({ accounts }: { accounts: DemoAccount[] }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<DemoAccount | null>(null);
  const { signIn, pending, error } = useSignIn((failure) => {
    if (chosen && captchaAsked(failure)) {
      const state: SignInState = { prefill: { userName: chosen.userName, password: chosen.password, captcha: true } };
      void navigate(loginPathOf(chosen), { state });
    }
  });
  const start = (account: DemoAccount) => {
    setChosen(account);
    signIn({ kind: account.kind, userName: account.userName, password: account.password });
  };
  return (
    <section data-testid="demo-sign-ins" aria-label="演示账号一键登录" style={{ background: '#fff', borderRadius: 16, padding: 24, boxShadow: '0 10px 30px rgba(15, 23, 42, 0.08)' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 18, fontWeight: 600, marginBottom: 4 }}>
        <ExperimentOutlined style={{ color: '#7c3aed' }} /> 演示模式 · 一键体验
      </div>
      <div style={{ color: '#64748b', marginBottom: 16 }}>示范编程学校已备好数据，选一个身份直接登录看看。正式使用前，平台管理员可在后台关闭演示模式。</div>
      <Row gutter={[12, 12]}>
        {accounts.map((account) => {
          const look = roleLook[account.role];
          return (
            <Col key={account.role} xs={24} sm={12} xl={6}>
              <Button
                block
                data-demo-role={account.role}
                loading={pending && chosen?.role === account.role}
                disabled={pending && chosen?.role !== account.role}
                onClick={() => start(account)}
                style={{ height: 'auto', padding: '14px 16px', textAlign: 'left', borderRadius: 12, borderColor: `${look.color}55`, whiteSpace: 'normal' }}
              >
                <div style={{ width: '100%' }}>
                  <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 16, fontWeight: 600, color: look.color }}>
                    {look.icon} {account.label}
                  </div>
                  <div style={{ color: '#334155', marginTop: 4 }}>进入：{look.lands}</div>
                  <div style={{ color: '#94a3b8', fontSize: 12, marginTop: 4, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
                    {account.userName} / {account.password}
                  </div>
                </div>
              </Button>
            </Col>
          );
        })}
      </Row>
      {error && chosen ? <Alert style={{ marginTop: 16 }} type="error" showIcon role="alert" message={`${chosen.label}登录失败：${error}`} /> : null}
    </section>
  );
}
