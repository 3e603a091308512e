import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { UserKind } from '../../providers/session-identity';

/**
 * What a course page says before it can show its lesson: no lesson named, not signed in, not the
 * right kind of account, refused (locked, not granted) or still loading.
 */
export function LessonGate({ lessonId, kind, allowed, failure, loading, children }: { lessonId: number; kind: UserKind | null; allowed: UserKind[]; failure: string | null; loading: boolean; children: ReactNode }) {
  const back = <Button href={kind === 'student' ? '/code-classroom-stu/classroom-index-stu' : kind === 'staff' ? '/code-classroom/classroom-index' : '/login'}>{kind ? '回到课堂' : '去登录'}</Button>;
  if (!lessonId) return <Result status="info" title="请从课堂里的课节进入" subTitle="打开课堂中的一节课，就能在这里边看课程边写代码" extra={back} />;
  if (!kind) return <Result status="info" title="登录后才能看到课程内容" subTitle="课程属于学校的课堂：请先登录学生或老师账号" extra={<Button type="primary" href="/login">去登录</Button>} />;
  if (!allowed.includes(kind)) return <Result status="warning" title={allowed.includes('staff') ? '这个页面供老师授课使用' : '这个页面供学生学习使用'} extra={back} />;
  if (failure) return <Result status="warning" title={failure} extra={back} />;
  if (loading) return <Skeleton active />;
  return <>{children}</>;
}
