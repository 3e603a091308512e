import { Avatar, Space, Tag } from 'antd';
import type { CommunityAuthor } from '../../api/generated/api.schemas';

const palette = ['#f97316', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6'];

/** The author as children see them: worn avatar (or a coloured initial), name, worn title, and school or class. */
export function AuthorBadge({ author, size = 32 }: { author: CommunityAuthor; size?: number }) {
  const colour = palette[author.name.charCodeAt(0) % palette.length];
  return (
    <Space size={6} align="center" data-testid="author-badge">
      <Avatar size={size} src={author.avatar ?? undefined} style={{ background: colour, flexShrink: 0 }}>
        {author.name.slice(0, 1)}
      </Avatar>
      <span style={{ fontWeight: 600, color: '#334155' }}>{author.name}</span>
      {author.title ? <Tag color="gold" style={{ borderRadius: 10, marginInlineEnd: 0 }}>{author.title}</Tag> : null}
      <span style={{ color: '#94a3b8', fontSize: 12 }}>{author.className ?? author.schoolName}</span>
    </Space>
  );
}
