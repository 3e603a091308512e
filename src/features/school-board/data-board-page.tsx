import { Card, Col, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useSelectedCampus } from '../campus/selected-campus';
import { useCampusList } from '../campus/use-campus-list';
import { IncomePanel } from '../finance/income-panel';
import { DateRangeFilter, lastDays, type DateRange } from './date-range-filter';
import { useSchoolBoard } from './use-school-board';
import { BoardFigures } from './board-figures';
import { BoardHeader } from './board-header';
import { CampusTable } from './campus-table';
import { TeachingPanels } from '../teaching/teaching-panels';

/**
 * /school-home-page/dataBoard, the school's data board: the real campus, enrolment and
 * student figures (of today, whatever the range), and the income and teaching panels of the
 * chosen range.
 */
export function DataBoardPage() {
  const { data: campuses = [], isLoading } = useCampusList();
  const [campusId] = useSelectedCampus();
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const { intend, students } = useSchoolBoard(campusId);
  const shown = campusId === null ? campuses : campuses.filter((c) => c.id === campusId);
  const active = campuses.filter((c) => c.valid && c.enabled).length;

  return (
    <div>
      <BoardHeader title="数据看板" extra={<DateRangeFilter value={range} onChange={setRange} />} />

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
        <Col xs={24} xl={12}>
          <BoardFigures
            title="招生概况"
            route="input-student-management"
            loading={intend.isLoading}
            figures={[
              { label: '意向学员', value: intend.data?.total },
              { label: '公海学员', value: intend.data?.pool, route: 'open-entering-student' },
              { label: '今日待跟进', value: intend.data?.dueToday, route: 'flow-entering-student' },
              { label: '待试听', value: intend.data?.auditionsPending, route: 'auditionstudent' },
            ]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <BoardFigures
            title="在读学员"
            route="students-management"
            loading={students.isLoading}
            figures={[
              { label: '在读学员', value: students.data?.reading },
              { label: '本月新增', value: students.data?.newThisMonth },
              { label: '30天内结课', value: students.data?.endingSoon },
              { label: '班级总数', value: students.data?.classes, route: 'class-management1' },
            ]}
          />
        </Col>
        {/*
          Money first: the figure a principal looks for before the teaching panels. Five chart panels fill
          whole rows at every width: wide, money then teacher hours side by side, and the other three in a row
          of thirds; medium, money across the page, the other four in pairs (TeachingPanels' spans).
        */}
        <Col xs={24} xl={12}>
          <IncomePanel campusId={campusId} range={range} />
        </Col>
        <TeachingPanels campusId={campusId} range={range} />
      </Row>

      <Card title={campusId === null ? '校区列表' : '当前校区'} size="small">
        <CampusTable campuses={shown} loading={isLoading} />
      </Card>
    </div>
  );
}
