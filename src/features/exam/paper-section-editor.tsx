import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, List, Select, Space, Typography, message } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PaperQuestionItem, PaperQuestions, PaperSectionsBody } from '../../api/generated/api.schemas';
import { addSection, editSection, layoutBody, layoutOf, layoutProblem, moveQuestion, moveSection, moveToSection, removeSection, sectionScore, type SectionDraft } from './section-layout';

interface Props {
  paperId: number;
  title: ReactNode;
  /** The paper's questions and sections as the server last answered them. */
  view?: PaperQuestions;
  loading?: boolean;
  /** Saves the whole layout (the school's or the back office's saveSections). */
  save: (body: PaperSectionsBody) => Promise<void>;
  /** Shown before the editor's own buttons (a way back, say). */
  extra?: ReactNode;
  /** Shown after a question's title (its type, difficulty and score). */
  questionExtra?: (question: PaperQuestionItem) => ReactNode;
  size?: 'small' | 'default';
}

/**
 * 大题 and question order of a paper, for a school's paper (题目排序) and the back office's platform
 * paper alike: group the questions into sections (一、单选题 / 二、编程题 …), name and order them,
 * move questions within and between them, then save the whole layout at once.
 */
export function PaperSectionEditor({ paperId, title, view, loading, save, extra, questionExtra, size }: Props) {
  const [layout, setLayout] = useState<SectionDraft[]>([]);
  const [saving, setSaving] = useState(false);
  const newKeys = useRef(0);
  const saved = view ? JSON.stringify(layoutBody(0, layoutOf(view))) : '';
  useEffect(() => setLayout(view ? layoutOf(view) : []), [view]);

  const changed = JSON.stringify(layoutBody(0, layout)) !== saved;
  const submit = async () => {
    const problem = layoutProblem(layout);
    if (problem) {
      message.warning(problem);
      return;
    }
    setSaving(true);
    try {
      await save(layoutBody(paperId, layout));
      message.success('大题与题目顺序已保存');
    } finally {
      setSaving(false);
    }
  };
  let number = 0;
  return (
    <Card
      title={title}
      size={size}
      loading={loading}
      extra={
        <Space>
          {extra}
          <Button disabled={!view?.questions.length} icon={<PlusOutlined />} onClick={() => setLayout(addSection(layout, `new${(newKeys.current += 1)}`))}>添加大题</Button>
          <Button disabled={!changed} onClick={() => setLayout(view ? layoutOf(view) : [])}>还原</Button>
          <Button type="primary" disabled={!changed} loading={saving} onClick={() => void submit().catch(() => undefined)}>保存</Button>
        </Space>
      }
    >
      {!layout.length && <Empty description="试卷还没有题目，添加题目后即可分大题排序" />}
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {layout.map((section, s) => (
          <Card
            key={section.key}
            size="small"
            type="inner"
            title={
              <Space wrap>
                <Input aria-label="大题名称" value={section.title} maxLength={50} status={section.title.trim() ? undefined : 'error'} placeholder="大题名称，如 一、单选题" style={{ width: 220 }} onChange={(e) => setLayout(editSection(layout, s, { title: e.target.value }))} />
                <Typography.Text type="secondary">共 {section.questions.length} 题，{sectionScore(section)} 分</Typography.Text>
              </Space>
            }
            extra={
              <Space>
                <Button size="small" icon={<ArrowUpOutlined />} aria-label={`上移大题${section.title}`} disabled={s === 0} onClick={() => setLayout(moveSection(layout, s, s - 1))} />
                <Button size="small" icon={<ArrowDownOutlined />} aria-label={`下移大题${section.title}`} disabled={s === layout.length - 1} onClick={() => setLayout(moveSection(layout, s, s + 1))} />
                <Button size="small" danger icon={<DeleteOutlined />} disabled={layout.length < 2} title="删除大题（题目并入相邻大题）" aria-label={`删除大题${section.title}`} onClick={() => setLayout(removeSection(layout, s))} />
              </Space>
            }
          >
            <Input.TextArea aria-label="大题说明" value={section.description} maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} placeholder="大题说明（选填），如：每题 2 分，只有一个正确答案" onChange={(e) => setLayout(editSection(layout, s, { description: e.target.value }))} style={{ marginBottom: 8 }} />
            <List
              size="small"
              bordered
              dataSource={section.questions}
              locale={{ emptyText: '这个大题还没有题目，可从其他大题移入' }}
              renderItem={(q, i) => {
                number += 1;
                return (
                  <List.Item
                    actions={[
                      <Button key="up" size="small" icon={<ArrowUpOutlined />} aria-label={`上移${q.title}`} disabled={i === 0} onClick={() => setLayout(moveQuestion(layout, s, i, i - 1))} />,
                      <Button key="down" size="small" icon={<ArrowDownOutlined />} aria-label={`下移${q.title}`} disabled={i === section.questions.length - 1} onClick={() => setLayout(moveQuestion(layout, s, i, i + 1))} />,
                      <Select
                        key="move"
                        size="small"
                        aria-label={`移动${q.title}到大题`}
                        value={s}
                        style={{ width: 150 }}
                        options={layout.map((target, t) => ({ value: t, label: target.title || `第 ${t + 1} 大题` }))}
                        onChange={(t) => setLayout(moveToSection(layout, q.questionId, t))}
                      />,
                    ]}
                  >
                    <Space>
                      <strong>{number}.</strong>
                      <span>{q.title}</span>
                      {questionExtra?.(q)}
                    </Space>
                  </List.Item>
                );
              }}
            />
          </Card>
        ))}
      </Space>
    </Card>
  );
}
