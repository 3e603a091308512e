import { Col, Empty, Row, Skeleton } from 'antd';
import type { PageProps } from '../../resources/page-props';
import { ClassCard } from './class-card';
import { useMyClasses } from './use-teacher-classroom';

/** /code-classroom/myClass: the classes I teach (every class of the school for the principal). */
export function MyClassPage({ route }: PageProps) {
  const { data, isLoading } = useMyClasses();
  if (isLoading || !data) return <Skeleton active />;
  return (
    <div>
      <h1 style={{ fontSize: 22, margin: '0 0 16px' }}>{route.title}</h1>
      {data.length === 0 ? <Empty description="你还没有任教的班级，请联系学校管理员分配" /> : null}
      <Row gutter={[16, 16]}>
        {data.map((cls) => (
          <Col xs={24} md={12} xl={8} key={cls.id}>
            <ClassCard cls={cls} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
