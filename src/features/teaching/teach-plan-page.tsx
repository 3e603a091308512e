import { Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useInvalidate } from '@refinedev/core';
import { EntityListPage } from '../../resources/entity-list-page';
import { resourceOf } from '../../resources/entity-resource';
import type { PageProps } from '../../resources/page-props';
import { RelationSelect } from '../../resources/relation-select';
import { PlanSeriesCard } from './plan-series-card';
import { planEntity, planPickers } from './teaching-fields';

/**
 * 教学计划 of a class: its lessons by date with add, edit, delete (unsigned ones) and 签到, and
 * a weekly series generated at once. The class comes from the address (?classId=) when the
 * class list links here, or is picked on the page.
 */
export function TeachPlanPage({ route }: PageProps) {
  const fromUrl = Number(new URLSearchParams(window.location.search).get('classId')) || null;
  const [classId, setClassId] = useState<number | null>(fromUrl);
  const invalidate = useInvalidate();
  const refresh = () => invalidate({ resource: resourceOf(planEntity), invalidates: ['list'] });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={route.title}>
        <Form layout="inline">
          <Form.Item label="班级">
            <RelationSelect field={planPickers.class} value={classId} onChange={setClassId} />
          </Form.Item>
        </Form>
      </Card>
      {classId ? (
        <>
          <PlanSeriesCard classId={classId} onCreated={refresh} />
          <EntityListPage key={classId} entity={planEntity} title="课次" permanentFilters={{ classId }} createPath={null} />
        </>
      ) : (
        <Typography.Text type="secondary">请选择班级，查看并安排它的课次。</Typography.Text>
      )}
    </Space>
  );
}
