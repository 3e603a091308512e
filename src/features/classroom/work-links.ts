import type { WorkKind } from '../../api/generated/api.schemas';

export const kindNames: Record<WorkKind, string> = { block: '图形化', python: 'Python', cpp: 'C++', junior: '积木' };
export const kindColors: Record<WorkKind, string> = { block: 'orange', python: 'blue', cpp: 'purple', junior: 'magenta' };
/** Each kind's icon colour (antd icons rather than emoji: school machines may have no colour-emoji font). */
export const kindIconColors: Record<WorkKind, string> = { block: '#f97316', python: '#2563eb', cpp: '#7c3aed', junior: '#db2777' };

/**
 * Where a work (or a new one, without id) is edited. The Python and C++ editors opened for a
 * homework (`homeworkId`) save and hand it in with one button.
 */
export function workEditorPath(kind: WorkKind, id?: number, homeworkId?: number): string {
  const query = new URLSearchParams();
  if (kind !== 'python' && kind !== 'cpp') query.set('kind', kind);
  if (id) query.set('workId', String(id));
  if (homeworkId && (kind === 'python' || kind === 'cpp')) query.set('homeworkId', String(homeworkId));
  const path = kind === 'python' ? '/python/editor_v2' : kind === 'cpp' ? '/cpp/editor' : '/code-classroom-stu/classlist-free-works';
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The Python editor needs a full page load for its isolation headers; the others are ordinary
 * in-app pages.
 */
export function openWork(navigate: (path: string) => void, kind: WorkKind, id?: number, homeworkId?: number): void {
  const path = workEditorPath(kind, id, homeworkId);
  if (kind === 'python' || kind === 'cpp') window.location.assign(path);
  else navigate(path);
}
