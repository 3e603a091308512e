import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Tabs } from 'antd';
import type { TeachingMaterial } from '../../api/generated/api.schemas';
import { safeNoticeHtml } from '../notice/notice-html';
import { coursewareFormat } from './lesson-slides';

/**
 * A lesson's material for reading while preparing, platform or self-made: teaching content (plain
 * paragraphs, or a self-made lesson's rich text sanitized again here), video and courseware, one tab each.
 */
export function LessonMaterialView({ lesson }: { lesson: TeachingMaterial }) {
  const items = [];
  if (lesson.content) {
    const children =
      lesson.contentFormat === 'html' ? (
        <div data-testid="lesson-content" className="course-viewer-html" style={{ fontSize: 16, lineHeight: 1.8 }} dangerouslySetInnerHTML={{ __html: safeNoticeHtml(lesson.content) }} />
      ) : (
        <div data-testid="lesson-content" style={{ fontSize: 16, lineHeight: 1.8, whiteSpace: 'pre-wrap' }}>{lesson.content}</div>
      );
    items.push({ key: 'content', label: '教学内容', children });
  }
  if (lesson.video) items.push({ key: 'video', label: '教学视频', children: <video src={lesson.video} controls style={{ width: '100%', borderRadius: 8, background: '#000' }} /> });
  if (lesson.courseware) {
    const format = coursewareFormat(lesson.courseware);
    items.push({
      key: 'courseware',
      label: '课件',
      children:
        format === 'pdf' ? <iframe title="课件" src={lesson.courseware} style={{ width: '100%', height: '70vh', border: 0 }} />
        : format === 'image' ? <img src={lesson.courseware} alt="课件" style={{ maxWidth: '100%' }} />
        : <Button icon={<DownloadOutlined />} href={lesson.courseware} target="_blank">下载{lesson.coursewareName ?? '课件'}</Button>,
    });
  }
  if (!items.length) return <Empty description="这节课还没有教学内容、视频或课件（学校未开通备课内容时不显示教学内容）" />;
  return <Tabs items={items} />;
}
