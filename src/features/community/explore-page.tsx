import { FireFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import type { CommunitySort, WorkKind } from '../../api/generated/api.schemas';
import { communityExplore } from '../../api/generated/community';
import { content } from '../../api/request';
import { kindNames } from '../classroom/work-links';
import { CommunityShell, Panel } from './community-shell';
import { useCommunityAccess } from './use-community';
import { WorkGrid } from './work-card';

const pageSize = 12;

/** 发现: every work the viewer may see, by kind and tag, newest, most liked or most viewed first. */
export function ExplorePage() {
  const access = useCommunityAccess();
  const [kind, setKind] = useState<WorkKind | 'all'>('all');
  const [tagId, setTagId] = useState<number | undefined>();
  const [sort, setSort] = useState<CommunitySort>('newest');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const filters = { ...(kind !== 'all' ? { kind } : {}), ...(tagId ? { tagId } : {}), ...(keyword ? { keyword } : {}), sort, pageNum, pageSize };
  const { data, isFetching } = useQuery({ queryKey: ['community', 'explore', filters], queryFn: () => content(communityExplore(filters)), enabled: access.isSuccess });
  const reset = <T,>(set: (v: T) => void) => (v: T) => { set(v); setPageNum(1); };

  return (
    <CommunityShell>
      <Panel
        title={<><FireFilled style={{ color: '#f97316' }} /> 发现好作品</>}
        extra={<Input.Search allowClear placeholder="搜索作品名称" maxLength={30} style={{ width: 220 }} onSearch={reset(setKeyword)} />}
      >
        <Space wrap size={12} style={{ marginBottom: 16 }}>
          <Segmented<WorkKind | 'all'> value={kind} onChange={reset(setKind)} options={[{ label: '全部', value: 'all' }, ...(['block', 'python', 'cpp', 'junior'] as WorkKind[]).map((k) => ({ label: kindNames[k], value: k }))]} />
          <Select allowClear placeholder="作品标签" style={{ width: 140 }} value={tagId} onChange={reset(setTagId)} options={(access.data?.tags ?? []).map((t) => ({ label: t.name, value: t.id }))} />
          <Segmented<CommunitySort> value={sort} onChange={reset(setSort)} options={[{ label: '最新', value: 'newest' }, { label: '最多点赞', value: 'likes' }, { label: '最多浏览', value: 'views' }]} />
        </Space>
        <WorkGrid works={data?.list ?? []} empty={isFetching ? '正在寻找作品…' : '还没有符合条件的作品，换个条件试试吧'} />
        <Space style={{ marginTop: 16, width: '100%', justifyContent: 'center' }}>
          <Button shape="round" disabled={pageNum === 1} onClick={() => setPageNum(pageNum - 1)}>上一页</Button>
          <span style={{ color: '#64748b' }}>第 {pageNum} 页</span>
          <Button shape="round" type="primary" disabled={!data?.hasMore} onClick={() => setPageNum(pageNum + 1)}>下一页</Button>
        </Space>
      </Panel>
    </CommunityShell>
  );
}
