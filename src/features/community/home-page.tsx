import { HeartFilled, ReadFilled, StarFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Carousel, Empty, List } from 'antd';
import { useNavigate } from 'react-router';
import { communityHome } from '../../api/generated/community';
import { content } from '../../api/request';
import { CommunityShell, Panel } from './community-shell';
import { useCommunityAccess } from './use-community';
import { WorkGrid } from './work-card';

/** 社区首页: the platform's zone banners, the most liked and the newest works, and the school's articles. */
export function CommunityHomePage() {
  const access = useCommunityAccess();
  const navigate = useNavigate();
  const { data } = useQuery({ queryKey: ['community', 'home'], queryFn: () => content(communityHome({})), enabled: access.isSuccess });
  const open = (link: string | null) => {
    if (!link) return;
    if (link.startsWith('/')) navigate(link);
    else window.open(link, '_blank', 'noopener');
  };
  return (
    <CommunityShell>
      {data?.banners.length ? (
        <div style={{ borderRadius: 20, overflow: 'hidden', marginBottom: 18 }}>
          <Carousel autoplay>
            {data.banners.map((b) => (
              <div key={b.id} onClick={() => open(b.link)} style={{ cursor: b.link ? 'pointer' : 'default' }}>
                <img src={b.image} alt={b.title} style={{ width: '100%', height: 220, objectFit: 'cover', display: 'block' }} />
              </div>
            ))}
          </Carousel>
        </div>
      ) : null}
      <Panel title={<><StarFilled style={{ color: '#f59e0b' }} /> 人气作品</>}>
        <WorkGrid works={data?.featured ?? []} empty="还没有作品，快去分享第一个吧" />
      </Panel>
      <Panel title={<><HeartFilled style={{ color: '#ec4899' }} /> 最新作品</>}>
        <WorkGrid works={data?.newest ?? []} empty="还没有作品，快去分享第一个吧" />
      </Panel>
      <Panel title={<><ReadFilled style={{ color: '#22c55e' }} /> 学校文章</>}>
        {data?.articles.length ? (
          <List dataSource={data.articles} renderItem={(a) => <List.Item><List.Item.Meta title={a.title} description={a.summary} /></List.Item>} />
        ) : (
          <Empty description="学校还没有发布文章" />
        )}
      </Panel>
    </CommunityShell>
  );
}
