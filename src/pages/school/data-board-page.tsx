import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { CampusSelector } from '../../custom/campus/campus-selector';
import { useSelectedCampus } from '../../custom/campus/selected-campus';
import { useCampusList } from '../../custom/campus/use-campus-list';
import { DateRangeFilter, lastDays, type DateRange } from '../../custom/dashboard/date-range-filter';
import { PendingDataPanel } from '../../custom/dashboard/pending-data-panel';
import { useSessionSnapshot } from '../../custom/session/use-session-snapshot';
import { CampusTable } from './campus-table';

/** Board panels whose calls (section 7, "Dashboards") the server does not offer yet. */
const pendingPanels = [
  { title: '招生概况', source: 'POST /school/intend/board/soa' },
  { title: '在读学员', source: 'POST /school/stu/board/recSoa' },
  { title: '教师课时', source: 'POST /school/tch/board/recordSoa' },
  { title: '收入概况', source: 'POST /school/stu/board/incomeSoa' },
  { title: '考勤统计', source: '/school/tch/board/attnStat、/school/edu/campus/attnStat' },
  { title: '课消统计', source: '/school/edu/campus/consumeDayStat、/school/stu/board/echarts/consumeStat' },
  { title: '课堂评价', source: 'POST /school/tch/board/classCmtQuery' },
];

/**
 * /school-home-page/dataBoard, the school's data board shell: the real campus figures now,
 * and each further panel marked as waiting for its data call.
 */
export function DataBoardPage() {
  const { session } = useSessionSnapshot();
  const { data: campuses = [], isLoading } = useCampusList();
  const [campusId] = useSelectedCampus();
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const shown = campusId === null ? campuses : campuses.filter((c) => c.id === campusId);
  const active = campuses.filter((c) => c.valid && c.enabled).length;

  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              数据看板
            </Typography.Title>
            <Typography.Text type="secondary">{session?.schoolInfo?.name}</Typography.Text>
          </div>
          <Space wrap>
            <CampusSelector />
            <DateRangeFilter value={range} onChange={setRange} />
          </Space>
        </Space>
      </Card>

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title="校区数量" value={campuses.length} loading={isLoading} suffix="个" />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title="启用中校区" value={active} loading={isLoading} suffix="个" />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title="停用或失效校区" value={campuses.length - active} loading={isLoading} suffix="个" />
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {pendingPanels.map((panel) => (
          <Col key={panel.title} xs={24} md={12} xl={8}>
            <PendingDataPanel title={panel.title} source={panel.source} />
          </Col>
        ))}
      </Row>

      <Card title={campusId === null ? '校区列表' : '当前校区'} size="small">
        <CampusTable campuses={shown} loading={isLoading} />
      </Card>
    </div>
  );
}
