import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StuSheetQuestion, StuSheetView } from '../../api/generated/api.schemas';
import { ok } from '../../test/envelope';
import { signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

// jsdom has neither Monaco's canvas measuring nor workers: the editor is a plain text box here,
// and the Python worker answers a run with the program's first print. The real runtime is
// exercised in Chromium (tests/browser/public-editors.test.ts, classroom.test.ts).
vi.mock('@monaco-editor/react', () => ({
  loader: { config: () => undefined },
  default: ({ value, onChange }: { value: string; onChange(v: string): void }) => <textarea aria-label="代码" value={value} onChange={(e) => onChange(e.target.value)} />,
}));
vi.mock('../python-editor/local-monaco', () => ({}));
vi.mock('../oj/monaco-setup', () => ({}));
class FakePythonWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage(message: { type: string; code?: string }) {
    const answer = (data: object) => setTimeout(() => this.onmessage?.({ data } as MessageEvent), 0);
    if (message.type === 'init') answer({ type: 'ready', ms: 1 });
    else {
      answer({ type: 'out', stream: 'stdout', text: `${/print\("(.*)"\)/.exec(message.code ?? '')?.[1] ?? ''}\n` });
      answer({ type: 'done', error: null, ms: 2 });
    }
  }
  terminate() {}
}

const at = (minutes: number) => new Date(Date.now() + minutes * 60000).toISOString();
const question = (over: Partial<StuSheetQuestion>): StuSheetQuestion => ({
  position: 1, questionId: 1, type: 1, title: '', stem: '', options: [], score: 10, ojProblemId: null, sectionTitle: null, sectionDescription: null, response: '', language: null, savedAt: null, gotScore: null, answer: null, analysis: null, comment: null, judge: null, ...over,
});
const sheet = (state: 'answering' | 'submitted'): StuSheetView => ({
  sheet: { id: 9, examId: 4, kind: 'exam', title: 'Python 期中测验', description: null, attempt: 1, attempts: 1, maxAttempts: 1, state, startedAt: at(-5), deadline: at(25), serverNow: at(0), submittedAt: state === 'answering' ? null : at(0), submittedBy: state === 'answering' ? null : 'student', fullScore: 30, totalScore: null, resultsPublished: false },
  questions: [
    question({ position: 1, type: 1, title: '输出函数', stem: 'Python 里输出用哪个函数？', options: [{ key: 'A', text: 'print' }, { key: 'B', text: 'echo' }] }),
    question({ position: 2, questionId: 2, type: 5, title: '打招呼', stem: '输出「你好」', score: 20, ojProblemId: 7 }),
  ],
});
let saved: { position: number; response: string; language: string | null; sheetId: number }[];
let submitted: number;

beforeEach(() => {
  vi.stubGlobal('Worker', FakePythonWorker);
  Object.defineProperty(self, 'crossOriginIsolated', { value: true, configurable: true });
  saved = [];
  submitted = 0;
  server.use(
    http.post('*/java-api/student/exam/start', () => ok(sheet('answering'))),
    http.post('*/java-api/student/exam/saveAnswer', async ({ request }) => {
      const body = (await request.json()) as (typeof saved)[number];
      saved.push(body);
      return ok({ position: body.position, savedAt: at(0) });
    }),
    http.post('*/java-api/student/exam/submit', () => {
      submitted += 1;
      return ok(sheet('submitted'));
    }),
  );
});

describe('Python考试', () => {
  it('answers a choice and a Python programming question, tries the program out, saves each answer as Python and hands in', { timeout: 120_000 }, async () => {
    signInAs('student');
    renderApp('/python/exam_v2?id=4');
    expect(await screen.findByText('Python 里输出用哪个函数？', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('已作答 0 / 2 题 · 答案自动保存')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('A. print'));
    await waitFor(() => expect(saved).toContainEqual(expect.objectContaining({ sheetId: 9, position: 1, response: 'A', language: null })));

    fireEvent.click(screen.getByRole('button', { name: '第 2 题' }));
    fireEvent.change(screen.getByLabelText('代码'), { target: { value: 'print("你好")' } });
    const run = screen.getByRole('button', { name: /运行/ });
    await waitFor(() => expect(run.hasAttribute('disabled')).toBe(false));
    fireEvent.click(run);
    await waitFor(() => expect(screen.getByTestId('program-output').textContent).toContain('你好'));
    await waitFor(() => expect(saved).toContainEqual(expect.objectContaining({ position: 2, response: 'print("你好")', language: 'python3' })), { timeout: 5000 });

    // antd spaces out two-character button texts (交 卷).
    fireEvent.click(screen.getByRole('button', { name: /^交\s?卷$/ }));
    await screen.findByText('全部答完啦！');
    const handIn = screen.getAllByRole('button', { name: /^交\s?卷$/ });
    fireEvent.click(handIn[handIn.length - 1]);
    expect(await screen.findByText('已交卷，等老师公布成绩吧')).toBeTruthy();
    expect(submitted).toBe(1);
  });

  it('asks a visitor to sign in as a student, and a page without an exam to start from 我的考试', async () => {
    renderApp('/python/exam_v2?id=4');
    expect(await screen.findByText('考试需要先登录学生账号', undefined, { timeout: 20_000 })).toBeTruthy();
    signInAs('student');
    renderApp('/python/exam_v2');
    expect(await screen.findByText('请从「我的考试」进入考试', undefined, { timeout: 20_000 })).toBeTruthy();
  });
});
