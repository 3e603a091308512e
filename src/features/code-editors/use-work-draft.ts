import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { workDetail, workSave } from '../../api/generated/works';
import type { WorkDetail, WorkKind, WorkReview } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { sessionStore } from '../../providers/session-store';
import { userKindOf } from '../../providers/session-identity';

const draftKey = (kind: WorkKind, workId: string | null) => `work-draft:${kind}:${workId ?? 'new'}`;

/** The work as the editor holds it, for a call that saves it (the plain save, or save-and-hand-in). */
export type WorkBody = { id?: number; title: string; source: string };

/** Works are a student's: saving needs a student session. */
export const canSaveWorks = () => Boolean(sessionStore.getToken()) && userKindOf(sessionStore.getUserSession()) === 'student';

/**
 * The text of a work being edited. Typed text is kept in this browser until it is saved (a
 * reload or a lost connection loses nothing); ?workId= opens a saved work, and saving the first
 * time turns the page into that work's page.
 */
export function useWorkDraft(kind: WorkKind, starter: string, defaultTitle: string) {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const workId = params.get('workId');
  const [source, setSource] = useState(() => localStorage.getItem(draftKey(kind, workId)) ?? (workId ? '' : starter));
  const [title, setTitle] = useState(defaultTitle);
  const [saving, setSaving] = useState(false);
  const [savedSource, setSavedSource] = useState<string | null>(null);
  // The teacher's score and comment, shown to the student above their work.
  const [review, setReview] = useState<WorkReview | null>(null);

  useEffect(() => {
    if (!workId || !canSaveWorks()) return;
    let cancelled = false;
    void content(workDetail({ id: Number(workId) })).then((work) => {
      if (cancelled) return;
      setTitle(work.title);
      setSavedSource(work.source);
      setReview(work.review);
      // An unsaved draft newer than the saved work wins; otherwise the saved work is shown.
      if (localStorage.getItem(draftKey(kind, workId)) === null) setSource(work.source);
    });
    return () => {
      cancelled = true;
    };
  }, [kind, workId]);

  const edit = useCallback(
    (next: string) => {
      setSource(next);
      localStorage.setItem(draftKey(kind, workId), next);
    },
    [kind, workId],
  );

  /**
   * Saves through `request` and turns the page into the saved work's page (keeping its other
   * parameters, such as the homework it was opened for). A refused save keeps the local draft.
   */
  const persist = useCallback(
    async (request: (body: WorkBody) => Promise<WorkDetail>, done: string | null = '作品已保存') => {
      if (!canSaveWorks()) {
        void message.warning('保存作品需要先以学生身份登录；代码已保存在本浏览器的草稿中');
        return null;
      }
      setSaving(true);
      try {
        const work = await request({ ...(workId ? { id: Number(workId) } : {}), title: title.trim() || defaultTitle, source });
        localStorage.removeItem(draftKey(kind, workId));
        setSavedSource(work.source);
        if (done) void message.success(done);
        if (!workId) {
          localStorage.removeItem(draftKey(kind, String(work.id)));
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('workId', String(work.id));
              return next;
            },
            { replace: true },
          );
        }
        return work;
      } finally {
        setSaving(false);
      }
    },
    [defaultTitle, kind, message, setParams, source, title, workId],
  );

  const save = useCallback(() => persist((body) => content(workSave({ ...body, kind }))), [kind, persist]);

  return { source, edit, title, setTitle, save, persist, saving, workId, review, unsaved: savedSource !== null ? savedSource !== source : !workId };
}
