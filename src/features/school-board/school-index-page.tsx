import { Col, Row } from 'antd';
import { useSelectedCampus } from '../campus/selected-campus';
import { useSchoolBoard } from './use-school-board';
import type { PageProps } from '../../resources/page-props';
import { BoardFigures } from './board-figures';
import { BoardHeader } from './board-header';

/**
 * /school-home-page/school-index (校区概况): the school's people, classes and enrolment at a
 * glance for the campus chosen in the header (or all), counted by the server at call time.
 */
export function SchoolIndexPage({ route }: PageProps) {
  const [campusId] = useSelectedCampus();
  const { intend, students } = useSchoolBoard(campusId);
  const s = students.data;
  const c = intend.data;

  return (
    <div>
      <BoardHeader title={route.title} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <BoardFigures
            title="学员"
            route="students-management"
            loading={students.isLoading}
            figures={[
              { label: '在读学员', value: s?.reading },
              { label: '本月新增', value: s?.newThisMonth },
              { label: '30天内结课', value: s?.endingSoon },
              { label: '已退学', value: s?.quit },
            ]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <BoardFigures
            title="班级与员工"
            route="class-management1"
            loading={students.isLoading}
            figures={[
              { label: '班级总数', value: s?.classes },
              { label: '公开课', value: s?.openClasses },
              { label: '未分配教师', value: s?.classesWithoutTeacher },
              { label: '在职员工', value: s?.staffActive, route: 'school-user-list' },
            ]}
          />
        </Col>
        <Col xs={24}>
          <BoardFigures
            title="招生"
            route="input-student-management"
            loading={intend.isLoading}
            figures={[
              { label: '意向学员', value: c?.total },
              { label: '公海学员', value: c?.pool, route: 'open-entering-student' },
              { label: '跟进中', value: c?.following, route: 'flow-entering-student' },
              { label: '今日待跟进', value: c?.dueToday, route: 'flow-entering-student' },
              { label: '已试听', value: c?.auditioned },
              { label: '已报名', value: c?.enrolled },
              { label: '本月新增线索', value: c?.newThisMonth },
              { label: '待试听', value: c?.auditionsPending, route: 'auditionstudent' },
            ]}
          />
        </Col>
      </Row>
    </div>
  );
}
