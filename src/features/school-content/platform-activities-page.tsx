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

/**
 * The platform's research activities, open ones first; an ended activity (已结束) opens in the
 * area's 往期 details page, the others in its current one.
 */
function activitiesPage(current: string, past: string) {
  const detailsPath = (row: PublishedActivity) => `${findRouteByName(row.newState === 3 ? past : current)!.path}?id=${row.id}`;
  const detailsColumn = { key: 'details', title: '操作', render: (_: unknown, row: PublishedActivity) => <Link to={detailsPath(row)}>查看详情</Link> };
  return function ActivitiesPage({ route }: PageProps) {
    return (
      <ContentCard title={route.title} queryKey="activities" load={(keyword) => content(publishedActivities({ keyword }))}>
        {(rows, loading) => <Table<PublishedActivity> rowKey="id" loading={loading} dataSource={rows} columns={[...columns, detailsColumn]} />}
      </ContentCard>
    );
  };
}

/** /school-home-page/platformActivities. */
export const PlatformActivitiesPage = activitiesPage('newDetails', 'oldDetails');
/** /code-classroom/activities (教研活动): the same list for teachers, opening the teacher classroom's details pages. */
export const ClassroomActivitiesPage = activitiesPage('classroom-newDetails', 'classroom-oldDetails');
