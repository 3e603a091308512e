import { Table } from 'antd';
import { publishedActivities } from '../../api/generated/school-content';
import type { PublishedActivity } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { researchActivityEntity } from '../../../shared/generated/entities/research-activity.gen';
import { ContentCard } from './content-card';
import { entityColumns } from './entity-columns';

const columns = entityColumns<PublishedActivity>(researchActivityEntity, ['cover', 'title', 'startTime', 'endTime', 'location', 'quota', 'newState', 'content']);

/** /school-home-page/platformActivities: the platform's research activities, open ones first. */
export function PlatformActivitiesPage({ route }: PageProps) {
  return (
    <ContentCard title={route.title} queryKey="activities" load={(keyword) => content(publishedActivities({ keyword }))}>
      {(rows, loading) => <Table<PublishedActivity> rowKey="id" loading={loading} dataSource={rows} columns={columns} />}
    </ContentCard>
  );
}
