import { Button, Card, Empty, Input, Segmented, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ClassWork, WorkKind } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { kindColors, kindNames } from '../classroom/work-links';
import { idParam, useClassWorks, useMyClasses } from './use-teacher-classroom';
import { ReviewTag } from './work-review-tag';

type ReviewFilter = 'all' | 'waiting' | 'done';
const reviewedOf: Record<ReviewFilter, boolean | undefined> = { all: undefined, waiting: false, done: true };
const kinds: WorkKind[] = ['python', 'block', 'cpp', 'junior'];

/**
 * 学生作品 (/code-classroom/works), 班级作品 (?classId=) and 班级学生作品 (?classId=&studentId=):
 * the works of my classes' students, filtered by class, student, kind and review state; each opens
 * for review.
 */
export function ClassWorksPage({ route }: PageProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const classId = idParam(params, 'classId');
  const studentId = idParam(params, 'studentId');
  const [kind, setKind] = useState<WorkKind | 'all'>('all');
  const [review, setReview] = useState<ReviewFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const classes = useMyClasses();
  const { data, isLoading } = useClassWorks({
    pageNum: page,
    pageSize: 20,
    ...(classId ? { classId } : {}),
    ...(studentId ? { studentId } : {}),
    ...(kind !== 'all' ? { kind } : {}),
    ...(reviewedOf[review] !== undefined ? { reviewed: reviewedOf[review] } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const student = studentId ? data?.list[0]?.studentName : undefined;
  const pick = (next: Record<string, string>) => {
    setParams(next);
    setPage(1);
  };

  return (
    <Card title={student ? `${route.title} · ${student}` : route.title}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="班级"
          style={{ width: 200 }}
          value={classId || 0}
          onChange={(id: number) => pick(id ? { classId: String(id) } : {})}
          options={[{ value: 0, label: '全部班级' }, ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
        />
        {studentId ? <Button onClick={() => pick(classId ? { classId: String(classId) } : {})}>看全班作品</Button> : null}
        <Segmented<WorkKind | 'all'> value={kind} onChange={(v) => { setKind(v); setPage(1); }} options={[{ label: '全部类型', value: 'all' }, ...kinds.map((k) => ({ label: kindNames[k], value: k }))]} />
        <Segmented<ReviewFilter> value={review} onChange={(v) => { setReview(v); setPage(1); }} options={[{ label: '全部', value: 'all' }, { label: '待点评', value: 'waiting' }, { label: '已点评', value: 'done' }]} />
        <Input.Search allowClear placeholder="作品或学生名称" maxLength={50} onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} style={{ width: 220 }} />
      </Space>
      <Table<ClassWork>
        rowKey="id"
        data-testid="class-works"
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description="还没有学生作品" /> }}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(w) => ({ onDoubleClick: () => navigate(`/code-classroom/worksDetails?id=${w.id}`) })}
        columns={[
          { title: '作品', dataIndex: 'title' },
          { title: '类型', dataIndex: 'kind', render: (k: WorkKind) => <Tag color={kindColors[k]}>{kindNames[k]}</Tag> },
          { title: '学生', dataIndex: 'studentName' },
          { title: '班级', dataIndex: 'className' },
          { title: '更新时间', dataIndex: 'updatedAt', render: (at: string) => new Date(at).toLocaleString('zh-CN') },
          { title: '点评', dataIndex: 'score', render: (score: number | null) => <ReviewTag score={score} /> },
          { title: '操作', render: (_, w) => <Button type="link" onClick={() => navigate(`/code-classroom/worksDetails?id=${w.id}`)}>{w.score === null ? '点评' : '查看'}</Button> },
        ]}
      />
    </Card>
  );
}
