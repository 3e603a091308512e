import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, List, Select, Space, Typography, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { schoolPaperSaveSections, schoolPaperViewDetail } from '../../api/generated/school-paper';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { QuestionTags } from './question-preview-modal';
import { quiet } from './school-bank-api';
import { addSection, editSection, layoutBody, layoutOf, layoutProblem, moveQuestion, moveSection, moveToSection, removeSection, sectionScore, type SectionDraft } from './section-layout';
import { usePaperQuestions } from './use-paper-questions';

/**
 * 题目排序 and 大题: the teacher groups the paper's questions into sections (一、单选题 / 二、编程题 …),
 * names and orders them, moves questions within and between them, then saves the whole layout at once.
 */
export function SequencePage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const paperId = Number(params.get('id')) || undefined;
  const paper = useQuery({ queryKey: ['school-paper', paperId], enabled: paperId !== undefined, queryFn: () => content(schoolPaperViewDetail({ id: paperId! }, quiet())) });
  const { view, apply } = usePaperQuestions(paperId);
  const [layout, setLayout] = useState<SectionDraft[]>([]);
  const [saving, setSaving] = useState(false);
  const newKeys = useRef(0);
  const saved = view.data ? JSON.stringify(layoutBody(0, layoutOf(view.data))) : '';
  useEffect(() => setLayout(view.data ? layoutOf(view.data) : []), [view.data]);
  if (paperId === undefined || paper.isError) return <Empty description="试卷不存在"><Link to={examPath('paper-management', scope)}>返回试卷管理</Link></Empty>;

  const changed = JSON.stringify(layoutBody(0, layout)) !== saved;
  const save = async () => {
    const problem = layoutProblem(layout);
    if (problem) {
      message.warning(problem);
      return;
    }
    setSaving(true);
    try {
      await apply(schoolPaperSaveSections(layoutBody(paperId, layout)));
      message.success('大题与题目顺序已保存');
    } finally {
      setSaving(false);
    }
  };
  let number = 0;
  return (
    <Card
      title={`${route.title}：${paper.data?.name ?? ''}`}
      loading={view.isLoading}
      extra={
        <Space>
          <Link to={examPath('edit-questions', scope, { id: paperId })}><Button>返回编辑试题</Button></Link>
          <Button disabled={!view.data?.questions.length} icon={<PlusOutlined />} onClick={() => setLayout(addSection(layout, `new${(newKeys.current += 1)}`))}>添加大题</Button>
          <Button disabled={!changed} onClick={() => setLayout(view.data ? layoutOf(view.data) : [])}>还原</Button>
          <Button type="primary" disabled={!changed} loading={saving} onClick={() => void save().catch(() => undefined)}>保存</Button>
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
                      <QuestionTags question={q} />
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
