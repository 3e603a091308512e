import { MessageFilled, SaveOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Tag, Tooltip } from 'antd';
import type { WorkReview } from '../../api/generated/api.schemas';
import { useState, type ReactNode } from 'react';
import { ShareWorkDialog } from './share-work-dialog';
import { canSaveWorks } from './use-work-draft';

/**
 * The editor's top bar: the work's name, its saved state, the page's own buttons, Save and, once
 * the work is saved (`workId`), Share; below it the teacher's review once there is one.
 */
export function WorkToolbar({ title, onTitle, onSave, saving, unsaved, review, workId, children }: { title: string; onTitle(v: string): void; onSave(): void; saving: boolean; unsaved: boolean; review?: WorkReview | null; workId?: string | null; children?: ReactNode }) {
  const signedIn = canSaveWorks();
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input aria-label="作品名称" value={title} maxLength={50} onChange={(e) => onTitle(e.target.value)} style={{ width: 220, borderRadius: 999 }} />
          {unsaved ? <Tag color="orange">草稿已存在本机，未保存</Tag> : <Tag color="green">已保存</Tag>}
        </Space>
        <Space wrap>
          {children}
          <Tooltip title={signedIn ? undefined : '登录学生账号后才能保存作品'}>
            <Button icon={<SaveOutlined />} onClick={onSave} loading={saving} shape="round" size="large" style={{ background: '#22c55e', color: '#fff', borderColor: '#22c55e' }}>
              保存作品
            </Button>
          </Tooltip>
          {signedIn && workId ? (
            <Tooltip title={unsaved ? '分享的是已保存的版本，记得先保存' : undefined}>
              <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)} shape="round" size="large">分享</Button>
            </Tooltip>
          ) : null}
        </Space>
      </Space>
      {review ? (
        <Alert
          data-testid="work-review"
          style={{ marginTop: 12, borderRadius: 12 }}
          type="success"
          icon={<MessageFilled />}
          showIcon
          message={<span>{review.reviewerName ?? '老师'}的点评 · <b>{review.score} 分</b></span>}
          description={review.comment || '老师给了分数，还没有写评语'}
        />
      ) : null}
      {signedIn && workId ? <ShareWorkDialog workId={Number(workId)} open={sharing} onClose={() => setSharing(false)} /> : null}
    </>
  );
}
