import { SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag, Tooltip } from 'antd';
import { useSearchParams } from 'react-router';
import type { WorkDetail } from '../../api/generated/api.schemas';
import { studentHomeworkList, studentSaveCppHomework, studentSavePythonHomework } from '../../api/generated/homework';
import { content } from '../../api/request';
import { deadlineText, stateColors, stateNames } from '../homework/homework-states';
import { homeworkKey } from '../homework/use-homework';
import { canSaveWorks, type WorkBody } from './use-work-draft';

const saveCalls = { python: studentSavePythonHomework, cpp: studentSaveCppHomework };

/**
 * 保存并提交作业: on an editor opened for a homework (`?homeworkId=`), one button saves the program
 * and hands it in. The server applies the homework's rules (late window, expected kind) and saves
 * nothing when it refuses, so the draft stays in this browser.
 */
export function HomeworkHandInButton({ kind, persist }: { kind: keyof typeof saveCalls; persist: (request: (body: WorkBody) => Promise<WorkDetail>, done: string | null) => Promise<WorkDetail | null> }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const homeworkId = Number(params.get('homeworkId'));
  const signedIn = canSaveWorks();
  const homework = useQuery({
    queryKey: [homeworkKey, 'mine', false],
    enabled: homeworkId > 0 && signedIn,
    queryFn: () => content(studentHomeworkList({ openOnly: false })),
    select: (list) => list.find((h) => h.id === homeworkId) ?? null,
  });
  const current = homework.data;
  if (!current) return null;
  const closed = new Date(current.lateUntil).getTime() < Date.now();

  const handIn = () =>
    persist(async (body) => {
      const answer = await saveCalls[kind]({ ...body, homeworkId });
      void message.success(answer.message || '作业已提交');
      void client.invalidateQueries({ queryKey: [homeworkKey] });
      return answer.content!.work;
    }, null);

  return (
    <span data-testid="homework-hand-in" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Tooltip title={deadlineText(current)}>
        <Tag color={stateColors[current.state]} style={{ fontSize: 14, padding: '4px 10px', borderRadius: 999 }}>
          作业：{current.title} · {stateNames[current.state]}
        </Tag>
      </Tooltip>
      <Button type="primary" size="large" shape="round" icon={<SendOutlined />} disabled={closed} onClick={() => void handIn()} style={{ background: '#f97316', borderColor: '#f97316' }}>
        {current.workId ? '保存并重新提交' : '保存并提交作业'}
      </Button>
    </span>
  );
}
