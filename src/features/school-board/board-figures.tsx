import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';

export interface Figure {
  label: string;
  value: number | undefined;
  /** The screen listing these rows, when one does. */
  route?: string;
}

/** One group of the overview (学员, 班级 ...): its figures, each linking to the screen behind it. */
export function BoardFigures({ title, route, figures, loading }: { title: string; route: string; figures: Figure[]; loading: boolean }) {
  const link = (name: string | undefined, text: string) => {
    const path = name ? findRouteByName(name)?.path : undefined;
    return path ? <Link to={path}>{text}</Link> : text;
  };
  return (
    <Card title={title} size="small" extra={link(route, '查看')} style={{ height: '100%' }} data-board-group={title}>
      <Row gutter={[16, 16]}>
        {/* Groups come in fours: two by two on a phone, four across from a tablet up, so no row is left short. */}
        {figures.map((f) => (
          <Col key={f.label} xs={12} md={6}>
            <Statistic title={link(f.route, f.label)} value={f.value ?? 0} loading={loading} data-figure={f.label} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
