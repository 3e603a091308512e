import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { TeacherHours } from '../../api/generated/api.schemas';
import { downloadSheets } from '../../resources/excel-download';
import type { PageProps } from '../../resources/page-props';
import { useSelectedCampus } from '../campus/selected-campus';
import { DateRangeFilter, lastDays, type DateRange } from '../school-board/date-range-filter';
import { useTeachingBoard } from './use-teaching-board';

const columns = [
  { title: '教师', dataIndex: 'teacherName', key: 'teacherName' },
  { title: '授课节数', dataIndex: 'lessons', key: 'lessons' },
  { title: '授课课时', dataIndex: 'hours', key: 'hours' },
  { title: '上课人次', dataIndex: 'students', key: 'students' },
  { title: '学员课消课时', dataIndex: 'consumed', key: 'consumed' },
] as const;

/** The table as an .xlsx file with the same columns. */
function exportTeachers(rows: TeacherHours[], range: DateRange) {
  return downloadSheets(`教师课时_${range[0].format('YYYYMMDD')}-${range[1].format('YYYYMMDD')}.xlsx`, [
    { name: '教师课时', columns: columns.map((c) => ({ header: c.title, key: c.dataIndex })), rows: rows.map((row) => ({ ...row })) },
  ]);
}

/**
 * 课时统计 (teachingperiod): per teacher, the signed lessons and lesson hours taught in the period
 * and what their students consumed, for the campus chosen in the header; exported to Excel.
 */
export function TeachingPeriodPage({ route }: PageProps) {
  const [campusId] = useSelectedCampus();
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const { data, isLoading } = useTeachingBoard(campusId, range);
  const rows = data?.teachers ?? [];
  return (
    <Card
      title={route.title}
      extra={
        <Space>
          <DateRangeFilter value={range} onChange={setRange} />
          <Button disabled={!rows.length} onClick={() => exportTeachers(rows, range)}>
            导出Excel
          </Button>
        </Space>
      }
    >
      <Table<TeacherHours>
        rowKey={(r) => String(r.teacherId)}
        loading={isLoading}
        dataSource={rows}
        columns={[...columns]}
        pagination={false}
        locale={{ emptyText: '所选时间内没有已签到的课次' }}
        summary={(all) => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1}>{all.reduce((s, r) => s + r.lessons, 0)}</Table.Summary.Cell>
            <Table.Summary.Cell index={2}>{all.reduce((s, r) => s + r.hours, 0)}</Table.Summary.Cell>
            <Table.Summary.Cell index={3}>{all.reduce((s, r) => s + r.students, 0)}</Table.Summary.Cell>
            <Table.Summary.Cell index={4}>{all.reduce((s, r) => s + r.consumed, 0)}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
