import { LeftOutlined, PaperClipOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Image, List, Row, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { safeNoticeHtml } from '../notice/notice-html';

export interface ViewerFile {
  name: string;
  url: string;
}

/** One step of what is viewed: a lesson, a chapter, a material, an activity's programme. */
export interface ViewerSection {
  key: string | number;
  title: string;
  /** A short line under the title (时长 45 分钟, 讲师 …). */
  meta?: string;
  /** Rich text, sanitized again here whatever the server stored. */
  html?: string | null;
  /** Plain text, shown with its line breaks. */
  text?: string | null;
  videos?: ViewerFile[];
  files?: ViewerFile[];
  links?: { label: string; href: string }[];
}

/** The file name a URL ends with, for an attachment stored without one (less the storage key's hash prefix). */
export const fileNameOf = (url: string) => decodeURIComponent(url.split('?')[0].split('/').pop() || url).replace(/^[0-9a-f]{32}-/, '');

function SectionBody({ section }: { section: ViewerSection }) {
  const videos = section.videos ?? [];
  const files = section.files ?? [];
  const links = section.links ?? [];
  const empty = !section.html && !section.text && !videos.length && !files.length && !links.length;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {section.title}
        </Typography.Title>
        {section.meta && <Typography.Text type="secondary">{section.meta}</Typography.Text>}
      </div>
      {videos.map((video) => (
        <video key={video.url} src={video.url} controls preload="metadata" style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 8 }} aria-label={video.name} />
      ))}
      {section.html && <div className="course-viewer-html" dangerouslySetInnerHTML={{ __html: safeNoticeHtml(section.html) }} />}
      {section.text && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{section.text}</Typography.Paragraph>}
      {files.length > 0 && (
        <Card size="small" title="附件">
          <Space direction="vertical">
            {files.map((file) => (
              <Typography.Link key={file.url} href={file.url} target="_blank" rel="noopener noreferrer">
                <PaperClipOutlined /> {file.name}
              </Typography.Link>
            ))}
          </Space>
        </Card>
      )}
      {links.length > 0 && (
        <Card size="small" title="课后练习">
          <Space wrap>
            {links.map((link) => (
              <Button key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Button>
            ))}
          </Space>
        </Card>
      )}
      {empty && <Empty description="这一节还没有内容" />}
    </Space>
  );
}

/**
 * The one viewer of course-like content: a curriculum's lessons, a training's chapters, a
 * material group, an activity. A heading with cover and description, the steps on the left and
 * the chosen step on the right, with previous/next to go through it in order as a student would.
 */
export function CourseViewer({ title, cover, tags = [], description, sections, extra, emptyText = '还没有内容' }: { title: string; cover?: string | null; tags?: string[]; description?: string | null; sections: ViewerSection[]; extra?: ReactNode; emptyText?: string }) {
  const [current, setCurrent] = useState(0);
  const at = Math.min(current, Math.max(sections.length - 1, 0));
  const section = sections[at];
  return (
    <Card extra={extra} title={<span>{title}</span>}>
      <Space align="start" size="large" style={{ marginBottom: 16 }}>
        {cover && <Image src={cover} width={160} height={100} style={{ objectFit: 'cover', borderRadius: 8 }} />}
        <Space direction="vertical" size={4}>
          <Space wrap>
            {tags.map((tag) => (
              <Tag key={tag} color="blue">
                {tag}
              </Tag>
            ))}
            {sections.length > 1 && <Tag>共 {sections.length} 节</Tag>}
          </Space>
          {description && <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{description}</Typography.Paragraph>}
        </Space>
      </Space>
      {!section ? (
        <Empty description={emptyText} />
      ) : sections.length === 1 ? (
        <SectionBody section={section} />
      ) : (
        <Row gutter={24}>
          <Col xs={24} md={8} lg={6}>
            <List
              size="small"
              bordered
              dataSource={sections}
              renderItem={(item, index) => (
                <List.Item
                  key={item.key}
                  onClick={() => setCurrent(index)}
                  style={{ cursor: 'pointer', background: index === at ? '#e6f4ff' : undefined, fontWeight: index === at ? 600 : undefined }}
                  aria-current={index === at ? 'step' : undefined}
                >
                  <Space>
                    <Tag color={index === at ? 'blue' : undefined}>{index + 1}</Tag>
                    <span>{item.title}</span>
                    {(item.videos?.length ?? 0) > 0 && <PlayCircleOutlined />}
                  </Space>
                </List.Item>
              )}
            />
          </Col>
          <Col xs={24} md={16} lg={18}>
            <SectionBody section={section} />
            <Space style={{ marginTop: 24 }}>
              <Button icon={<LeftOutlined />} disabled={at === 0} onClick={() => setCurrent(at - 1)}>
                上一节
              </Button>
              <Button disabled={at === sections.length - 1} onClick={() => setCurrent(at + 1)}>
                下一节 <RightOutlined />
              </Button>
            </Space>
          </Col>
        </Row>
      )}
    </Card>
  );
}
