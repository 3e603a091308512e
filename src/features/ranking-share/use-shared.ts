import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { content, withFlags } from '../../api/request';

/** Said when a page is opened without a token (the server says why a token opens nothing). */
export const rankingLinkInvalid = '排名分享链接无效，请向分享人索取新的链接';

/** What the page's token opens, or the reason it opens nothing; no session needed. */
export function useSharedByToken<T>(open: (body: { token: string }, init: RequestInit) => Promise<unknown>) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [shared, setShared] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : rankingLinkInvalid);
  useEffect(() => {
    if (!token) return;
    void content(open({ token }, withFlags({ silent: true })) as Promise<never>)
      .then((value) => setShared(value as T))
      .catch((error: unknown) => setFailure(error instanceof Error && error.message ? error.message : rankingLinkInvalid));
  }, [token, open]);
  return { shared, failure };
}

export const contestRuleLabel = { acm: 'ACM 赛制', oi: 'OI 赛制' } as const;
export const contestStatusLabel = { upcoming: '未开始', running: '进行中', ended: '已结束' } as const;
export const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });
