import { BranchesOutlined, EyeFilled, HeartFilled, HeartOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Result, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { communityFavourite, communityLike, communityProject, communityRemix } from '../../api/generated/community';
import { content } from '../../api/request';
import { kindNames, openWork } from '../classroom/work-links';
import { AuthorBadge } from './author-badge';
import { CommentSection } from './comment-section';
import { CommunityShell, Panel } from './community-shell';
import { CppStage } from './cpp-stage';
import { useCommunityAccess } from './use-community';

// Blockly and Pyodide are heavy: each loads only for a work of its kind.
const BlockStage = lazy(() => import('./block-stage').then((m) => ({ default: m.BlockStage })));
const PythonStage = lazy(() => import('./python-stage').then((m) => ({ default: m.PythonStage })));

/** 作品详情: run the work in place, like, favourite, remix into one's own works, and the comments. */
export function ProjectPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const access = useCommunityAccess();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const project = useQuery({ queryKey: ['community', 'project', id], queryFn: () => content(communityProject({ id })), enabled: access.isSuccess && id > 0, retry: false, refetchOnWindowFocus: false });
  const work = project.data;
  const student = (access.data?.viewer.studentId ?? 0) > 0;
  const toggle = async (what: 'like' | 'favourite') => {
    if (!work) return;
    const on = what === 'like' ? !work.liked : !work.favourited;
    const result = await content((what === 'like' ? communityLike : communityFavourite)({ id, on }));
    client.setQueryData(['community', 'project', id], { ...work, ...(what === 'like' ? { liked: result.on, likeCount: result.count } : { favourited: result.on, favouriteCount: result.count }) });
  };
  const remix = async () => {
    const copy = await content(communityRemix({ id }));
    void message.success('已复制到我的作品，开始改编吧！');
    openWork(navigate, copy.kind, copy.id);
  };

  return (
    <CommunityShell>
      {!(id > 0) || project.isError ? (
        <Result status="404" title="作品不存在或已取消分享" extra={<Button shape="round" onClick={() => navigate('/community/explore')}>去发现更多作品</Button>} />
      ) : !work ? (
        <Spin style={{ display: 'block', margin: 60 }} />
      ) : (
        <>
          <Panel
            title={<span data-testid="project-title">{work.title}</span>}
            extra={
              <Space wrap>
                <Button shape="round" size="large" disabled={!student || work.mine} icon={work.liked ? <HeartFilled style={{ color: '#f43f5e' }} /> : <HeartOutlined />} onClick={() => void toggle('like')}>
                  点赞 {work.likeCount}
                </Button>
                <Button shape="round" size="large" disabled={!student} icon={work.favourited ? <StarFilled style={{ color: '#f59e0b' }} /> : <StarOutlined />} onClick={() => void toggle('favourite')}>
                  收藏 {work.favouriteCount}
                </Button>
                {student ? <Button shape="round" size="large" icon={<BranchesOutlined />} onClick={() => void remix()}>改编</Button> : null}
              </Space>
            }
          >
            <Space wrap size={12} style={{ marginBottom: 12 }}>
              <AuthorBadge author={work.author} />
              <Tag color="purple">{kindNames[work.kind]}</Tag>
              {work.tagName ? <Tag color="cyan">{work.tagName}</Tag> : null}
              <span style={{ color: '#94a3b8' }}><EyeFilled /> {work.viewCount} 次浏览 · {dayjs(work.sharedAt).format('YYYY-MM-DD')}</span>
            </Space>
            {work.intro ? <p style={{ color: '#475569', fontSize: 15 }}>{work.intro}</p> : null}
            <Suspense fallback={<Spin />}>
              {work.kind === 'python' ? <PythonStage source={work.source} /> : work.kind === 'cpp' ? <CppStage source={work.source} /> : <BlockStage source={work.source} junior={work.kind === 'junior'} />}
            </Suspense>
          </Panel>
          <Panel title="评论">
            <CommentSection shareId={id} student={student} canModerate={work.canModerate} />
          </Panel>
        </>
      )}
    </CommunityShell>
  );
}
