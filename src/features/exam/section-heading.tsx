import { Typography } from 'antd';

/** A section's heading above its questions: 一、单选题（共 5 题，10 分） and the teacher's note. */
export function SectionHeading({ title, count, score, description }: { title: string; count: number; score: number; description?: string | null }) {
  return (
    <div data-testid="section-heading" style={{ borderLeft: '4px solid #8b5cf6', paddingLeft: 10, marginTop: 4 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
        <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal', marginLeft: 8 }}>（共 {count} 题，{score} 分）</Typography.Text>
      </Typography.Title>
      {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
    </div>
  );
}
