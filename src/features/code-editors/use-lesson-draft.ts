import { App } from 'antd';
import { useCallback, useState } from 'react';
import type { WorkKind } from '../../api/generated/api.schemas';
import { workSave } from '../../api/generated/works';
import { ApiError } from '../../api/api-error';
import { content, withFlags } from '../../api/request';
import { ErrorCodes } from '../../../shared/error-codes';
import { canSaveWorks } from './use-work-draft';

/**
 * The program a student writes beside a lesson: kept in this browser per lesson until saved, and
 * saved as one work of the student (the same work again on later saves).
 */
export function useLessonDraft(kind: WorkKind, lessonId: number, starter: string, title: string) {
  const { message } = App.useApp();
  const key = `lesson-draft:${kind}:${lessonId}`;
  const [source, setSource] = useState(() => localStorage.getItem(key) ?? starter);
  const [workId, setWorkId] = useState(() => Number(localStorage.getItem(`${key}:work`)) || null);
  const [saving, setSaving] = useState(false);
  const edit = useCallback(
    (next: string) => {
      setSource(next);
      localStorage.setItem(key, next);
    },
    [key],
  );
  const save = async () => {
    if (!canSaveWorks()) {
      void message.warning('保存作品需要先以学生身份登录；代码已保存在本浏览器的草稿中');
      return;
    }
    setSaving(true);
    try {
      const create = () => content(workSave({ kind, title, source }));
      // The earlier work may since have gone to the recycle bin: the program is then saved as a new work.
      const work = workId
        ? await content(workSave({ id: workId, kind, title, source }, withFlags({ silent: true }))).catch((error: unknown) => {
            if (error instanceof ApiError && error.code === ErrorCodes.NotFound) return create();
            throw error;
          })
        : await create();
      localStorage.setItem(`${key}:work`, String(work.id));
      setWorkId(work.id);
      void message.success('作品已保存，在「我的作品」里可以找到');
    } finally {
      setSaving(false);
    }
  };
  return { source, edit, save, saving, workId };
}
