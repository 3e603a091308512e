import { RocketFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Radio, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import type { CommunityScope } from '../../api/generated/api.schemas';
import { communityMyFavourites, communityMyShares, communityShare, communityUnshare } from '../../api/generated/community';
import { workList } from '../../api/generated/works';
import { content } from '../../api/request';
import { kindNames } from '../classroom/work-links';
import { CommunityShell, Panel } from './community-shell';
import { useCommunityAccess } from './use-community';
import { WorkGrid } from './work-card';

interface ShareForm {
  workId: number;
  scope: CommunityScope;
  tagId?: number;
  intro?: string;
}

/** Picks one of the student's works and shares it, within the school or (when allowed) to the platform. */
function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const access = useCommunityAccess();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<ShareForm>();
  const [saving, setSaving] = useState(false);
  const works = useQuery({ queryKey: ['works', 'for-share'], queryFn: () => content(workList({ pageSize: 100 })), enabled: open });
  const submit = async (values: ShareForm) => {
    setSaving(true);
    try {
      await communityShare({ ...values, tagId: values.tagId ?? null, intro: values.intro ?? '' });
      void message.success('分享成功，大家都能看到你的作品啦！');
      void client.invalidateQueries({ queryKey: ['community'] });
      form.resetFields();
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title="分享我的作品" open={open} onCancel={onClose} onOk={() => form.submit()} okText="分享" confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ scope: 'school' }} onFinish={(v) => void submit(v)}>
        <Form.Item name="workId" label="选择作品" rules={[{ required: true, message: '请选择要分享的作品' }]}>
          <Select showSearch optionFilterProp="label" placeholder="我的作品" loading={works.isLoading} options={(works.data?.list ?? []).map((w) => ({ label: `${w.title}（${kindNames[w.kind]}）`, value: w.id }))} />
        </Form.Item>
        <Form.Item name="scope" label="分享给">
          <Radio.Group>
            <Radio value="school">本校同学</Radio>
            <Radio value="platform" disabled={!access.data?.canShareToPlatform}>全平台</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="tagId" label="作品标签">
          <Select allowClear placeholder="选一个标签" options={(access.data?.tags ?? []).map((t) => ({ label: t.name, value: t.id }))} />
        </Form.Item>
        <Form.Item name="intro" label="作品介绍">
          <Input.TextArea maxLength={200} showCount rows={3} placeholder="说说你的作品能做什么吧" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function MyList({ kind }: { kind: 'shares' | 'favourites' }) {
  const [pageNum, setPageNum] = useState(1);
  const client = useQueryClient();
  const { message } = App.useApp();
  const { data } = useQuery({ queryKey: ['community', kind, pageNum], queryFn: () => content((kind === 'shares' ? communityMyShares : communityMyFavourites)({ pageNum, pageSize: 12 })) });
  const unshare = async (workId: number) => {
    await communityUnshare({ workId });
    void message.success('已取消分享');
    void client.invalidateQueries({ queryKey: ['community'] });
  };
  return (
    <>
      <WorkGrid
        works={data?.list ?? []}
        empty={kind === 'shares' ? '还没有分享作品，点右上角分享一个吧' : '还没有收藏作品，去发现里逛逛吧'}
        extra={kind === 'shares' ? (w) => (
          <Popconfirm title="取消分享后，点赞和评论也会一起清除" onConfirm={() => void unshare(w.workId)}>
            <Button size="small" shape="round" danger>取消分享</Button>
          </Popconfirm>
        ) : undefined}
      />
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'center' }}>
        <Button shape="round" disabled={pageNum === 1} onClick={() => setPageNum(pageNum - 1)}>上一页</Button>
        <Button shape="round" disabled={!data?.hasMore} onClick={() => setPageNum(pageNum + 1)}>下一页</Button>
      </Space>
    </>
  );
}

/** 作品分享: the student's shared works (and favourites); staff see the school's newest instead. */
export function SharedPage() {
  const access = useCommunityAccess();
  const [sharing, setSharing] = useState(false);
  const student = access.data && access.data.viewer.studentId > 0;
  return (
    <CommunityShell>
      <Panel
        title={<><RocketFilled style={{ color: '#6366f1' }} /> 我的作品分享</>}
        extra={student ? <Button type="primary" shape="round" size="large" onClick={() => setSharing(true)}>分享作品</Button> : null}
      >
        {student ? (
          <Tabs items={[{ key: 'shares', label: '我分享的', children: <MyList kind="shares" /> }, { key: 'favourites', label: '我收藏的', children: <MyList kind="favourites" /> }]} />
        ) : (
          <div style={{ color: '#64748b' }}>老师可以在“发现”里浏览本校学生分享的作品。</div>
        )}
      </Panel>
      <ShareDialog open={sharing} onClose={() => setSharing(false)} />
    </CommunityShell>
  );
}
