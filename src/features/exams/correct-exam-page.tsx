import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, List, Row, Space, Statistic } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { examResult, examSheetDetail } from '../../api/generated/exams';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useRecordId } from '../../resources/use-record-id';
import { screenPath } from '../oj-contest/screen-path';
import { AnswerMarker } from './answer-marker';
import { formatTime, scoreText, SheetStateTag } from './exam-labels';
import { quiet, type ExamScreens } from './exam-screens';

/**
 * 阅卷 / 批改练习 / 练习批改详情: the submitted sheets on the left (waiting ones first), the chosen
 * sheet's answers on the right with a score and a comment each.
 */
export function CorrectExamPage({ route, screens }: PageProps & { screens: ExamScreens }) {
  const id = useRecordId();
  const [search, setSearch] = useSearchParams();
  const sheetId = Number(search.get('sheetId')) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const result = useQuery({ queryKey: ['exam-result', id], enabled: id !== undefined, queryFn: () => content(examResult({ id: id as number }, quiet())) });
  const sheet = useQuery({ queryKey: ['exam-sheet', sheetId], enabled: sheetId !== undefined, queryFn: () => content(examSheetDetail({ sheetId: sheetId as number }, quiet())) });
  if (id === undefined) return <Card title={route.title}>请从{screens.noun}列表选择一场{screens.noun}。</Card>;
  const sheets = (result.data?.ranking ?? [])
    .filter((r) => r.sheetId !== null && r.state !== 'answering' && r.state !== 'absent')
    .sort((a, b) => Number(b.state === 'submitted') - Number(a.state === 'submitted'));
  const choose = (next: number) => setSearch((p) => {
    p.set('sheetId', String(next));
    return p;
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['exam-sheet', sheetId] });
    await queryClient.invalidateQueries({ queryKey: ['exam-result', id] });
  };
  const locked = result.data?.exam.resultsPublished ?? false;
  return (
    <Card
      title={`${route.title}${result.data ? `：${result.data.exam.title}` : ''}`}
      extra={
        <Space>
          <Button onClick={() => navigate(screenPath(screens.result, id))}>成绩与发布</Button>
          <Button onClick={() => navigate(screenPath(screens.list))}>返回</Button>
        </Space>
      }
    >
      {locked && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="成绩已发布，分数不能再修改。" />}
      <Row gutter={16}>
        <Col span={6}>
          <List
            size="small"
            bordered
            header={`答卷（待批改 ${result.data?.exam.toMarkCount ?? 0}）`}
            dataSource={sheets}
            locale={{ emptyText: '还没有学员交卷' }}
            renderItem={(r) => (
              <List.Item onClick={() => choose(r.sheetId!)} style={{ cursor: 'pointer', background: r.sheetId === sheetId ? '#e6f4ff' : undefined }}>
                <Space direction="vertical" size={0}>
                  <span>{r.realName}</span>
                  <span style={{ color: '#999', fontSize: 12 }}>{r.className ?? ''}</span>
                </Space>
                <Space>
                  <b>{scoreText(r.totalScore)}</b>
                  <SheetStateTag state={r.state} />
                </Space>
              </List.Item>
            )}
          />
        </Col>
        <Col span={18}>
          {!sheet.data ? (
            <Empty description="从左侧选择一份答卷" />
          ) : (
            <>
              <Space size="large" style={{ marginBottom: 12 }}>
                <Statistic title="学员" value={sheet.data.realName} />
                <Statistic title="总分" value={scoreText(sheet.data.totalScore)} suffix={`/ ${scoreText(sheet.data.exam.fullScore)}`} />
                <Statistic title="客观题" value={scoreText(sheet.data.autoScore)} />
                <Statistic title="人工评分" value={scoreText(sheet.data.manualScore)} />
                <Statistic title="交卷时间" value={formatTime(sheet.data.submittedAt)} />
                <Statistic title="切屏次数" value={sheet.data.switchCount} />
              </Space>
              {sheet.data.answers.map((a) => (
                <AnswerMarker key={`${sheet.data!.sheetId}-${a.question.position}-${a.manualScore}`} sheetId={sheet.data!.sheetId} answer={a} locked={locked} onMarked={() => void refresh()} />
              ))}
            </>
          )}
        </Col>
      </Row>
    </Card>
  );
}
