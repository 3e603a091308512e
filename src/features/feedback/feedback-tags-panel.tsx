import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { FeedbackType } from '../../../shared/account-safety/feedback-rules';
import { feedbackTagDelete, feedbackTagSave, feedbackTagsByType } from '../../api/generated/account-safety';
import { content, withFlags } from '../../api/request';

const admin = () => withFlags({ admin: true, silent: true });

/** The tags the feedback dialog offers for one type: add, rename, delete (the last one stays). */
export function FeedbackTagsPanel({ type }: { type: FeedbackType }) {
  const queryClient = useQueryClient();
  const tags = useQuery({ queryKey: ['feedback-tags', type], queryFn: () => content(feedbackTagsByType({ type }, admin())) });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: number; tagName: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['feedback-tags', type] });

  // Failures are shown by the request layer (duplicate name, last tag of a type).
  const save = async (body: { id?: number; tagName: string }) => {
    await content(feedbackTagSave({ type, ...body }, admin()));
    await refresh();
  };
  const add = () => save({ tagName: draft }).then(() => setDraft(''), () => undefined);
  const rename = () => editing && save(editing).then(() => setEditing(null), () => undefined);
  const remove = (id: number) => content(feedbackTagDelete({ id }, admin())).then(refresh, () => undefined);

  return (
    <List
      size="small"
      bordered
      loading={tags.isLoading}
      dataSource={tags.data ?? []}
      header={
        <Space.Compact style={{ width: 360 }}>
          <Input placeholder="新标签名称" maxLength={64} value={draft} onChange={(e) => setDraft(e.target.value)} onPressEnter={add} />
          <Button type="primary" disabled={!draft.trim()} onClick={add}>
            新增标签
          </Button>
        </Space.Compact>
      }
      renderItem={(tag) => (
        <List.Item
          actions={
            editing?.id === tag.id
              ? [<a key="save" onClick={rename}>保存</a>, <a key="cancel" onClick={() => setEditing(null)}>取消</a>]
              : [
                  <a key="edit" onClick={() => setEditing({ id: tag.id, tagName: tag.tagName })}>修改</a>,
                  <Popconfirm key="delete" title="删除该标签？已提交的反馈保留标签名称。" onConfirm={() => remove(tag.id)}>
                    <a>删除</a>
                  </Popconfirm>,
                ]
          }
        >
          {editing?.id === tag.id ? (
            <Input size="small" maxLength={64} value={editing.tagName} onChange={(e) => setEditing({ id: tag.id, tagName: e.target.value })} onPressEnter={rename} style={{ width: 240 }} />
          ) : (
            tag.tagName
          )}
        </List.Item>
      )}
    />
  );
}
