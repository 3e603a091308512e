import { Table } from 'antd';
import { publishedActivities } from '../../api/generated/client/school-content/school-content.gen';
import type { PublishedActivity } from '../../api/generated/model';
import { content } from '../../api/request';
import type { PageProps } from '../../app/page-props';
import { entities } from '../../resources/entities.gen';
import { ContentCard } from './content-card';
import { entityColumns } from './entity-columns';

const columns = entityColumns<PublishedActivity>(entities.ResearchActivity, ['cover', 'title', 'startTime', 'endTime', 'location', 'quota', 'newState', 'content']);

/** /school-home-page/platformActivities: the platform's research activities, open ones first. */
export function PlatformActivitiesPage({ route }: PageProps) {
  return (
    <ContentCard title={route.title} queryKey="activities" load={(keyword) => content(publishedActivities({ keyword }))}>
      {(rows, loading) => <Table<PublishedActivity> rowKey="id" loading={loading} dataSource={rows} columns={columns} />}
    </ContentCard>
  );
}
