import { DownloadOutlined, EditOutlined, LeftOutlined, PlayCircleFilled, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tag } from 'antd';
import { useState } from 'react';
import type { LessonMaterial } from '../../api/generated/api.schemas';
import { lessonParts, type LessonPart } from './lesson-code';

function Part({ part, big, onUseCode }: { part: LessonPart; big: boolean; onUseCode(code: string): void }) {
  if (part.kind === 'text') return <div style={{ whiteSpace: 'pre-wrap', fontSize: big ? 24 : 16, lineHeight: 1.8 }}>{part.text}</div>;
  return (
    <div style={{ background: '#0f172a', borderRadius: 10, overflow: 'hidden' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 10px', background: '#1e293b', color: '#94a3b8', fontSize: 13 }}>
        <span>例子程序</span>
        <Button size="small" icon={<EditOutlined />} onClick={() => onUseCode(part.code)}>放进编辑器</Button>
      </div>
      <pre data-testid="lesson-example" style={{ margin: 0, color: '#e2e8f0', padding: '12px 14px', fontSize: big ? 20 : 14, overflow: 'auto', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>{part.code}</pre>
    </div>
  );
}

/**
 * A lesson beside the editor: its teaching text with the example programs (each can be put into
 * the editor), the video (opened on the video page) and the courseware. Teaching mode shows one
 * part at a time, large, for the classroom screen.
 */
export function LessonPane({ lesson, teaching, onUseCode }: { lesson: LessonMaterial; teaching?: boolean; onUseCode(code: string): void }) {
  const parts = lessonParts(lesson.content);
  const [step, setStep] = useState(0);
  const shown = teaching ? parts.slice(step, step + 1) : parts;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12} data-testid="lesson-pane">
      <div>
        <div style={{ fontSize: teaching ? 26 : 20, fontWeight: 700, color: '#1e3a8a' }}>{lesson.title}</div>
        <Space wrap size={4} style={{ marginTop: 4 }}>
          <Tag color="blue">{lesson.curriculumName}</Tag>
          {lesson.chapter ? <Tag>{lesson.chapter}</Tag> : null}
          <Tag color="gold">{lesson.durationMinutes} 分钟</Tag>
        </Space>
      </div>
      {lesson.video || lesson.courseware ? (
        <Space wrap>
          {lesson.video ? (
            <Button type="primary" ghost icon={<PlayCircleFilled />} href={`/code-classroom/video?lessonId=${lesson.id}`} target="_blank">观看课程视频</Button>
          ) : null}
          {lesson.courseware ? <Button icon={<DownloadOutlined />} href={lesson.courseware} target="_blank" rel="noopener noreferrer">课件</Button> : null}
        </Space>
      ) : null}
      {parts.length === 0 ? <Empty description="这节课还没有文字内容（学校未开通备课内容时不显示）" /> : shown.map((part, i) => <Part key={`${step}-${i}`} part={part} big={Boolean(teaching)} onUseCode={onUseCode} />)}
      {teaching && parts.length > 1 ? (
        <Space style={{ width: '100%', justifyContent: 'center' }}>
          <Button shape="circle" icon={<LeftOutlined />} disabled={step === 0} onClick={() => setStep(step - 1)} aria-label="上一段" />
          <span data-testid="part-position">{step + 1} / {parts.length}</span>
          <Button shape="circle" type="primary" icon={<RightOutlined />} disabled={step >= parts.length - 1} onClick={() => setStep(step + 1)} aria-label="下一段" />
        </Space>
      ) : null}
    </Space>
  );
}
