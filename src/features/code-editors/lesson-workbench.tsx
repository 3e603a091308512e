import { CodeFilled, SaveOutlined, ThunderboltFilled } from '@ant-design/icons';
import Editor from '@monaco-editor/react';
import { Button, Col, Row, Space, Tag, Tooltip } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { workRunCpp } from '../../api/generated/works';
import { content } from '../../api/request';
import type { UserKind } from '../../providers/session-identity';
import '../oj/monaco-setup';
import { CppRunBox } from './cpp-run-box';
import { EditorFrame } from './editor-frame';
import { firstExample } from './lesson-code';
import { LessonGate } from './lesson-gate';
import { LessonPane } from './lesson-pane';
import { PythonRunPanel } from './python-run-panel';
import { idFrom, useLessonMaterial, type LessonView } from './use-lesson-material';
import { useLessonDraft } from './use-lesson-draft';
import { canSaveWorks } from './use-work-draft';

export type Language = 'python' | 'cpp';

const looks = {
  python: { icon: <CodeFilled />, color: '#2563eb', border: '#bfdbfe', fences: ['python', 'py', 'python3'], starter: 'print("你好，Python！")\n' },
  cpp: { icon: <ThunderboltFilled />, color: '#7c3aed', border: '#ddd6fe', fences: ['cpp', 'c++', 'c'], starter: '#include <iostream>\nusing namespace std;\n\nint main() {\n    cout << "你好，C++！" << endl;\n    return 0;\n}\n' },
} as const;

/** The editor, its runner and the lesson beside it, once the lesson is known. */
function Bench({ language, view, teaching }: { language: Language; view: LessonView; teaching: boolean }) {
  const look = looks[language];
  const { lesson } = view;
  const draft = useLessonDraft(language, lesson.id, firstExample(lesson.content, [...look.fences]) ?? look.starter, lesson.title);
  const student = canSaveWorks();
  const around = view.teaching;
  const navigate = useNavigate();
  const goLesson = (id: number | null) => id && navigate(`${location.pathname}?classId=${around?.class.id}&lessonId=${id}`);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={teaching ? 11 : 9}>
        {around ? <Tag color="cyan" style={{ marginBottom: 8 }}>{around.class.name}</Tag> : null}
        <LessonPane lesson={lesson} teaching={teaching} onUseCode={draft.edit} />
        {around ? (
          <Space style={{ marginTop: 16 }}>
            <Button disabled={!around.previousLessonId} onClick={() => goLesson(around.previousLessonId)}>上一课</Button>
            <Button disabled={!around.nextLessonId} onClick={() => goLesson(around.nextLessonId)}>下一课</Button>
          </Space>
        ) : null}
      </Col>
      <Col xs={24} lg={teaching ? 13 : 15}>
        <Space direction="vertical" style={{ width: '100%' }} size={12}>
          <div data-testid={`${language}-editor`} style={{ border: `2px solid ${look.border}`, borderRadius: 12, overflow: 'hidden' }}>
            <Editor height={teaching ? '48vh' : '42vh'} language={language} value={draft.source} onChange={(value) => draft.edit(value ?? '')} options={{ fontSize: teaching ? 20 : 16, minimap: { enabled: false }, tabSize: 4, automaticLayout: true }} loading="编辑器加载中…" />
          </div>
          {language === 'python' ? (
            <PythonRunPanel source={draft.source} extra={student ? <SaveButton saving={draft.saving} onSave={() => void draft.save()} /> : null} />
          ) : (
            <CppRunBox run={(stdin) => content(workRunCpp({ source: draft.source, stdin }))} extra={student ? <SaveButton saving={draft.saving} onSave={() => void draft.save()} /> : null} />
          )}
        </Space>
      </Col>
    </Row>
  );
}

function SaveButton({ saving, onSave }: { saving: boolean; onSave(): void }) {
  return (
    <Tooltip title="保存到「我的作品」">
      <Button icon={<SaveOutlined />} onClick={onSave} loading={saving} shape="round" style={{ background: '#22c55e', color: '#fff', borderColor: '#22c55e' }}>保存作品</Button>
    </Tooltip>
  );
}

/**
 * The course pages of the public area (/python/course_v2, /python/teachpy_v2, /cpp, /cpp/stu):
 * a lesson of the classroom (?lessonId=, and ?classId= when a teacher teaches a class) beside an
 * editor that runs what is written — Python in the browser, C++ in the judge sandbox.
 */
export function LessonWorkbench({ title, language, allowed, teaching = false }: { title: string; language: Language; allowed: UserKind[]; teaching?: boolean }) {
  const [params] = useSearchParams();
  const lessonId = idFrom(params, 'lessonId');
  const classId = idFrom(params, 'classId');
  const { data, kind, failure, isLoading } = useLessonMaterial(lessonId, allowed.includes('staff') ? classId : 0);
  const look = looks[language];
  return (
    <EditorFrame title={data ? `${title} · ${data.lesson.title}` : title} icon={look.icon} color={look.color} toolbar={<span style={{ color: '#475569' }}>{teaching ? '一段一段讲解，随时把例子放进编辑器运行给学生看' : '左边读课程，右边写代码、点「运行」看看结果'}</span>}>
      <LessonGate lessonId={lessonId} kind={kind} allowed={allowed} failure={failure} loading={isLoading || !data}>
        {data ? <Bench key={data.lesson.id} language={language} view={data} teaching={teaching} /> : null}
      </LessonGate>
    </EditorFrame>
  );
}
