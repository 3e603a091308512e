import { Col } from 'antd';
import type { DateRange } from '../school-board/date-range-filter';
import { AttendancePanel } from './attendance-panel';
import { ClassCommentPanel } from './class-comment-panel';
import { ConsumptionPanel } from './consumption-panel';
import { TeacherHoursPanel } from './teacher-hours-panel';
import { useTeachingBoard } from './use-teaching-board';

/** The data board's four teaching panels, fed by one call for the board's campus and period. */
export function TeachingPanels({ campusId, range }: { campusId: number | null; range: DateRange }) {
  const { data, isLoading } = useTeachingBoard(campusId, range);
  return (
    <>
      {/* Beside the income panel on wide screens (the data board's second row); the rest share the third. */}
      <Col xs={24} md={12} xl={12}>
        <TeacherHoursPanel board={data} loading={isLoading} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <AttendancePanel board={data} loading={isLoading} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <ConsumptionPanel board={data} loading={isLoading} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <ClassCommentPanel board={data} loading={isLoading} />
      </Col>
    </>
  );
}
