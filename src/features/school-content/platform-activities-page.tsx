import { Table } from 'antd';
import { Link } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';
import { publishedActivities } from '../../api/generated/school-content';
import type { PublishedActivity } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { researchActivityEntity } from '../../../shared/generated/entities/research-activity.gen';
import { ContentCard } from './content-card';
import { entityColumns } from './entity-columns';

const columns = entityColumns<PublishedActivity>(researchActivityEntity, ['cover', 'title', 'startTime', 'endTime', 'location', 'quota', 'newState', 'content']);

/** An ended activity (已结束) opens as 往期活动详情, the others as 活动详情. */
const detailsPath = (row: PublishedActivity) => `${findRouteByName(row.newState === 3 ? 'oldDetails' : 'newDetails')!.path}?id=${row.id}`;
const detailsColumn = { key: 'details', title: '操作', render: (_: unknown, row: PublishedActivity) => <Link to={detailsPath(row)}>查看详情</Link> };

/** /school-home-page/platformActivities: the platform's research activities, open ones first. */
export function PlatformActivitiesPage({ route }: PageProps) {
  return (
    <ContentCard title={route.title} queryKey="activities" load={(keyword) => content(publishedActivities({ keyword }))}>
      {(rows, loading) => <Table<PublishedActivity> rowKey="id" loading={loading} dataSource={rows} columns={[...columns, detailsColumn]} />}
    </ContentCard>
  );
}
