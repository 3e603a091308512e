import { BookFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import type { StuSheetQuestion, StuWrongChecked, StuWrongItem } from '../../api/generated/api.schemas';
import { stuWrongList, stuWrongMastered, stuWrongPractise } from '../../api/generated/exams';
import { content } from '../../api/request';
import { answerText, responseText } from '../../../shared/question-format';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from '../classroom/bright-card';
import { QuestionInput, typeName } from './question-input';
import { StemView } from '../exam/markdown-view';

/** One wrong question: practise it again (checked at once) and mark it mastered. */
function WrongCard({ item, onChanged }: { item: StuWrongItem; onChanged(): void }) {
  const { message } = App.useApp();
  const [response, setResponse] = useState('');
  const [checked, setChecked] = useState<StuWrongChecked | null>(null);
  const asQuestion = { ...item, position: 1, score: 0, ojProblemId: null, sectionTitle: null, sectionDescription: null, response, language: null, savedAt: null, gotScore: null, answer: null, analysis: null, comment: null, judge: null } as StuSheetQuestion;
  return (
    <Card data-testid="wrong-question" title={<span><Tag color="magenta">{typeName(item.type)}</Tag>{item.title}</span>} extra={<span>错了 {item.wrongCount} 次{item.lastExamTitle ? ` · ${item.lastExamTitle}` : ''}</span>}>
      <StemView source={item.stem} />
      <QuestionInput question={asQuestion} value={response} language={null} disabled={false} onChange={(v) => { setResponse(v); setChecked(null); }} />
      {item.lastResponse ? <p style={{ color: '#94a3b8' }}>上次的答案：{responseText(item.type, item.lastResponse)}</p> : null}
      {checked ? (
        <p style={{ color: checked.correct ? '#16a34a' : '#dc2626' }}>
          {checked.correct === null ? '' : checked.correct ? '答对啦！🎉 ' : '还不对哦，再想想 '}参考答案：{answerText(item.type, checked.answer)}{checked.analysis ? `　解析：${checked.analysis}` : ''}
        </p>
      ) : null}
      <Space>
        <Button type="primary" onClick={async () => setChecked(await content(stuWrongPractise({ questionId: item.questionId, response })))}>再做一次</Button>
        <Button onClick={async () => { await content(stuWrongMastered({ questionId: item.questionId, mastered: !item.mastered })); void message.success(item.mastered ? '已移回错题本' : '太棒了，已掌握！'); onChanged(); }}>
          {item.mastered ? '还没掌握' : '我已掌握'}
        </Button>
      </Space>
    </Card>
  );
}

/** 错题本: every question answered wrongly lands here automatically at marking. */
export function QuestionBookPage({ route }: PageProps) {
  const client = useQueryClient();
  const [mastered, setMastered] = useState(false);
  const { data } = useQuery({ queryKey: ['exam-stu', 'wrong', mastered], queryFn: () => content(stuWrongList({ mastered, pageNum: 1, pageSize: 100 })) });
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<BookFilled />} color="#ec4899" extra={<Segmented<boolean> value={mastered} onChange={setMastered} options={[{ label: '待复习', value: false }, { label: '已掌握', value: true }]} />}>
        <Space direction="vertical" style={{ width: '100%' }} size={16}>
          {data?.list.length ? data.list.map((item) => <WrongCard key={item.questionId} item={item} onChanged={() => void client.invalidateQueries({ queryKey: ['exam-stu', 'wrong'] })} />) : <Empty description={mastered ? '还没有掌握的错题' : '没有错题，继续保持！'} />}
        </Space>
      </BrightCard>
    </div>
  );
}
