import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import type { PublishedActivity, PublishedMaterialGroup, PublishedTrainingDetail } from '../../api/generated/api.schemas';
import { publishedActivityDetail, publishedCourseTrainingDetail, publishedMaterialGroupDetail, publishedTeacherTrainingDetail } from '../../api/generated/school-content';
import { content } from '../../api/request';
import { fieldOf } from '../../resources/entity-resource';
import { fieldText } from '../../resources/field-value';
import type { PageProps } from '../../resources/page-props';
import { useRecordId } from '../../resources/use-record-id';
import { materialEntity } from '../../../shared/generated/entities/material.gen';
import { researchActivityEntity } from '../../../shared/generated/entities/research-activity.gen';
import { CourseViewer, type ViewerSection } from '../course-viewer/course-viewer';

const kindField = fieldOf(materialEntity, 'kind');
const stateField = fieldOf(researchActivityEntity, 'newState');
const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');
/** An image shown inside the viewer's rich text; the URL is quoted so it cannot leave the attribute. */
const imageHtml = (url: string) => `<p><img src="${url.replace(/"/g, '&quot;')}" alt="" style="max-width: 100%"></p>`;

/** Loads one row for a details screen reached with `?id=`; the page renders it once there. */
function useDetail<T>(key: string, load: (id: number) => Promise<T>) {
  const id = useRecordId();
  const query = useQuery({ queryKey: ['school-content', key, id], enabled: id !== undefined, queryFn: () => load(id!) });
  return { id, data: query.data };
}

const pick = (what: string) => <Empty description={`请从列表选择要查看的${what}`} />;

/** /school-home-page/basicMaterial/details: one material group, a step per material. */
export function MaterialDetailsPage() {
  const { id, data } = useDetail('material', (id) => content(publishedMaterialGroupDetail({ id })) as Promise<PublishedMaterialGroup>);
  if (id === undefined) return pick('素材');
  if (!data) return null;
  const sections: ViewerSection[] = data.materials.map((m) => ({
    key: m.id,
    title: m.name,
    meta: fieldText(kindField, m as unknown as Record<string, unknown>),
    html: m.kind === 'image' || m.kind === 'scene' ? imageHtml(m.preview ?? m.file) : null,
    files: [{ name: `下载 ${m.name}`, url: m.file }],
  }));
  return <CourseViewer title={data.name} cover={data.cover} tags={[data.materialTypeName]} description={data.description} sections={sections} emptyText="这个素材组还没有素材" />;
}

/** A training's steps: each chapter with its videos, then videos outside chapters, then its files. */
function trainingSections({ chapters, videos, files }: PublishedTrainingDetail): ViewerSection[] {
  const toFile = (v: { title: string; url: string }) => ({ name: v.title, url: v.url });
  const sections: ViewerSection[] = chapters.map((c) => ({ key: `c${c.id}`, title: c.title, videos: videos.filter((v) => v.chapterId === c.id).map(toFile) }));
  const loose = videos.filter((v) => v.chapterId === null || !chapters.some((c) => c.id === v.chapterId));
  if (loose.length) sections.push({ key: 'videos', title: '其他视频', videos: loose.map(toFile) });
  if (files.length) sections.push({ key: 'files', title: '培训资料', files: files.map((f) => ({ name: f.name, url: f.file })) });
  return sections;
}

/** One training, chapter by chapter, loaded by the call of its kind. */
function trainingDetailsPage(key: string, what: string, load: (id: number) => Promise<PublishedTrainingDetail>) {
  return function TrainingDetails() {
    const { id, data } = useDetail(key, load);
    if (id === undefined) return pick(what);
    if (!data) return null;
    const { training } = data;
    const tags = [training.tagName, training.lecturer && `讲师：${training.lecturer}`].filter((t): t is string => Boolean(t));
    return <CourseViewer title={training.title} cover={training.cover} tags={tags} description={training.description} sections={trainingSections(data)} emptyText="这个培训还没有章节" />;
  };
}

/** /school-home-page/coursesTraining/details: one course training (课程培训). */
export const TrainingDetailsPage = trainingDetailsPage('training', '课程培训', (id) => content(publishedCourseTrainingDetail({ id })) as Promise<PublishedTrainingDetail>);
/** /code-classroom/training-course/details: one teacher training (教师培训) for the teacher to study. */
export const TeacherTrainingDetailsPage = trainingDetailsPage('teacher-training', '培训课程', (id) => content(publishedTeacherTrainingDetail({ id })) as Promise<PublishedTrainingDetail>);

/**
 * One research activity (活动详情 / 往期活动详情, and the teacher classroom's 教研活动详情): when,
 * where, how many places, and its programme.
 */
export function ActivityDetailsPage({ route }: PageProps) {
  const { id, data } = useDetail('activity', (id) => content(publishedActivityDetail({ id })) as Promise<PublishedActivity>);
  if (id === undefined) return pick('活动');
  if (!data) return null;
  const when = [time(data.startTime), time(data.endTime)].filter(Boolean).join(' 至 ');
  const meta = [when && `时间：${when}`, data.location && `地点：${data.location}`, data.quota && `名额：${data.quota} 人`].filter(Boolean).join('　');
  return (
    <CourseViewer
      title={data.title}
      cover={data.cover}
      tags={[route.title, fieldText(stateField, data as unknown as Record<string, unknown>)]}
      sections={[{ key: 'content', title: '活动内容', meta, text: data.content }]}
    />
  );
}
