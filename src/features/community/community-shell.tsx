import { BellFilled, CompassFilled, HomeFilled, RocketFilled, SkinFilled } from '@ant-design/icons';
import { Badge, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { messages } from '../../../shared/messages';
import { AuthorBadge } from './author-badge';
import { useCommunityAccess } from './use-community';

const links = [
  { to: '/community/home', label: '社区首页', icon: <HomeFilled /> },
  { to: '/community/explore', label: '发现', icon: <CompassFilled /> },
  { to: '/community/shared', label: '作品分享', icon: <RocketFilled /> },
  { to: '/community/comment', label: '评论消息', icon: <BellFilled /> },
  { to: '/community/avatar', label: '头像装扮', icon: <SkinFilled /> },
];

/** 社区页头: the community's colourful head with its own navigation and the viewer's worn look. */
export function CommunityHeader() {
  const { data } = useCommunityAccess();
  return (
    <header data-testid="community-header" style={{ background: 'linear-gradient(120deg, #6366f1 0%, #ec4899 55%, #f59e0b 100%)', borderRadius: 24, padding: '18px 24px', color: '#fff', marginBottom: 20, boxShadow: '0 10px 30px rgba(236,72,153,.25)' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
        <div>
          <div style={{ fontSize: 26, fontWeight: 800, letterSpacing: 2 }}>✦ 创作社区</div>
          <div style={{ opacity: 0.9 }}>{data ? `${data.schoolName} · 分享作品，发现灵感` : '分享作品，发现灵感'}</div>
        </div>
        {data ? (
          <div style={{ background: 'rgba(255,255,255,.92)', borderRadius: 999, padding: '4px 14px' }}>
            <AuthorBadge author={data.viewer} />
          </div>
        ) : null}
      </div>
      <nav style={{ display: 'flex', gap: 8, marginTop: 14, flexWrap: 'wrap' }}>
        {links.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            style={({ isActive }) => ({ color: isActive ? '#db2777' : '#fff', background: isActive ? '#fff' : 'rgba(255,255,255,.18)', borderRadius: 999, padding: '6px 16px', fontWeight: 600, textDecoration: 'none' })}
          >
            {({ isActive }) =>
              l.to === '/community/comment' ? (
                // The badge wrapper sets its own text colour; the link's colour is passed on explicitly.
                <Badge count={data?.unread ?? 0} size="small" offset={[8, -2]}>
                  <span style={{ color: isActive ? '#db2777' : '#fff' }}>{l.icon} {l.label}</span>
                </Badge>
              ) : (
                <span>{l.icon} {l.label}</span>
              )
            }
          </NavLink>
        ))}
      </nav>
    </header>
  );
}

/** 社区页脚: the school's zone footer setting, or a friendly reminder when the school has none. */
export function CommunityFooter() {
  const { data } = useCommunityAccess();
  return (
    <footer data-testid="community-footer" style={{ textAlign: 'center', color: '#64748b', padding: '24px 0 8px', fontSize: 13 }}>
      <div>{data?.footer ?? '文明评论，友善交流，一起快乐编程 ✿'}</div>
      {data ? <div style={{ marginTop: 4, opacity: 0.7 }}>{data.schoolName}</div> : null}
    </footer>
  );
}

/**
 * Every community page: head, content and foot on the community's soft background. Until the
 * server lets the viewer in (the four switches), only a friendly closed sign shows.
 */
export function CommunityShell({ children }: { children: ReactNode }) {
  const access = useCommunityAccess();
  return (
    <div style={{ background: 'linear-gradient(180deg, #fdf4ff 0%, #eff6ff 50%, #f0fdf4 100%)', borderRadius: 24, padding: 20, minHeight: '80vh' }}>
      {access.isError ? (
        <Result status="403" title="社区暂未开放" subTitle={`${messages.accessDenied}：请联系老师开通社区权限`} />
      ) : access.isLoading ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      ) : (
        <>
          <CommunityHeader />
          {children}
          <CommunityFooter />
        </>
      )}
    </div>
  );
}

/** A section of a community page: a white rounded panel with a bold heading. */
export function Panel({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section style={{ background: 'rgba(255,255,255,.85)', borderRadius: 20, padding: 18, marginBottom: 18, boxShadow: '0 4px 14px rgba(15,23,42,.05)' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8, flexWrap: 'wrap' }}>
        <h2 style={{ margin: 0, fontSize: 20, color: '#1e293b' }}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
