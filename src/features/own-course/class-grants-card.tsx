import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import type { SchoolCurriculumClass } from '../../api/generated/api.schemas';
import { schoolCurriculumClassCreate, schoolCurriculumClassDelete, schoolCurriculumClassQueryList } from '../../api/generated/school-curriculum-class';
import { content } from '../../api/request';
import { fieldOf } from '../../resources/entity-resource';
import { RelationSelect } from '../../resources/relation-select';
import { schoolCurriculumClassEntity } from '../../../shared/generated/entities/school-curriculum-class.gen';

const classField = fieldOf(schoolCurriculumClassEntity, 'classId');

/**
 * The classes a self-made curriculum is granted to, like the platform grants its curricula to
 * schools; with `editable`, a class is added or taken off here (the list is read-only otherwise).
 */
export function ClassGrantsCard({ curriculumId, editable }: { curriculumId: number; editable: boolean }) {
  const queryClient = useQueryClient();
  const key = ['own-course', 'classes', curriculumId];
  const grants = useQuery({ queryKey: key, queryFn: async () => (await content(schoolCurriculumClassQueryList({ curriculumId, pageSize: 1000 }))).list as SchoolCurriculumClass[] });
  const [classId, setClassId] = useState<number | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const grant = async () => {
    if (classId === null) return;
    await schoolCurriculumClassCreate({ curriculumId, classId });
    setClassId(null);
    await reload();
  };
  const rows = grants.data ?? [];
  return (
    <Card
      title={`授权班级（${rows.length}）`}
      extra={
        editable && (
          <Space>
            <RelationSelect field={classField} value={classId} onChange={setClassId} />
            <Button type="primary" disabled={classId === null} onClick={grant}>
              授权给班级
            </Button>
          </Space>
        )
      }
    >
      {!grants.isLoading && !rows.length ? (
        <Empty description="还没有授权给任何班级" />
      ) : (
        <Space wrap>
          {rows.map((row) =>
            editable ? (
              <Popconfirm key={row.id} title={`取消对“${row.className}”的授权？`} okText="取消授权" cancelText="保留" onConfirm={async () => { await schoolCurriculumClassDelete({ id: row.id }); await reload(); }}>
                <Tag color="blue" closable onClose={(e) => e.preventDefault()} style={{ cursor: 'pointer' }}>
                  {row.className}
                </Tag>
              </Popconfirm>
            ) : (
              <Tag key={row.id} color="blue">
                {row.className}
              </Tag>
            ),
          )}
        </Space>
      )}
    </Card>
  );
}
