import { BookFilled, CalendarFilled, PictureFilled, PlayCircleFilled, SmileFilled, TeamOutlined } from '@ant-design/icons';
import { Avatar, Button, Col, Empty, Result, Row, Skeleton, Tooltip } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { StudentClassmate } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';
import { CourseCard } from './course-card';
import { useClassroomHome } from './use-classroom-home';
import { idParam, studentPaths, useStudentClassHome } from './use-student-courses';

const avatarColors = ['#f97316', '#22c55e', '#0ea5e9', '#a855f7', '#ec4899', '#eab308', '#14b8a6'];
const when = (at: string) => new Date(at).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function Classmate({ mate, index }: { mate: StudentClassmate; index: number }) {
  return (
    <div data-testid={mate.me ? 'classmate-me' : 'classmate'} style={{ textAlign: 'center', width: 72 }}>
      <Avatar size={52} style={{ background: avatarColors[index % avatarColors.length], fontSize: 22, border: mate.me ? '3px solid #facc15' : undefined }}>
        {mate.realName.slice(-1)}
      </Avatar>
      <div style={{ marginTop: 4, fontWeight: mate.me ? 700 : 400, color: '#334155', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{mate.me ? '我' : mate.realName}</div>
    </div>
  );
}

/** Without a classId, the student's own class (they have one) is the one meant. */
function MyClassRedirect() {
  const { data, isLoading } = useClassroomHome();
  if (isLoading || !data) return <Skeleton active />;
  const first = data.classes[0];
  if (!first) return <Result status="info" icon={<TeamOutlined />} title="还没有加入班级" subTitle="请联系老师把你加入班级" />;
  return <Navigate to={studentPaths.classHome(first.id)} replace />;
}

/** /code-classroom-stu/class_index_stu 班级主页?classId=: my class — teacher, classmates, new lessons, courses and works. */
export function ClassHomePage(_: PageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const classId = idParam(params, 'classId');
  const { data, isLoading, error } = useStudentClassHome(classId);
  if (!classId) return <MyClassRedirect />;
  if (error) return <Result status="404" title={error.message} extra={<Button shape="round" onClick={() => navigate(studentPaths.classes)}>返回我的班级</Button>} />;
  if (isLoading || !data) return <Skeleton active />;
  const { class: cls } = data;
  return (
    <div style={pageBackground} data-testid="class-home">
      <div style={{ background: 'linear-gradient(120deg,#8b5cf6,#3b82f6)', color: '#fff', borderRadius: 24, padding: '22px 24px', marginBottom: 16, position: 'relative', overflow: 'hidden' }}>
        <span aria-hidden style={{ position: 'absolute', right: -40, top: -40, width: 180, height: 180, borderRadius: '50%', background: 'rgba(255,255,255,0.12)' }} />
        <span aria-hidden style={{ position: 'absolute', right: 120, bottom: -60, width: 120, height: 120, borderRadius: '50%', background: 'rgba(255,255,255,0.1)' }} />
        <div style={{ fontSize: 30, fontWeight: 800 }}><TeamOutlined /> {cls.name}</div>
        <div style={{ fontSize: 16, marginTop: 6, opacity: 0.95 }}>
          老师：{cls.teacherName ?? '待安排'} · {cls.campusName ?? '—'} · 同学 {data.classmates.length} 人{cls.startDate ? ` · ${cls.startDate} 开班` : ''}
        </div>
        <div style={{ marginTop: 14, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button shape="round" size="large" icon={<PictureFilled />} onClick={() => navigate(studentPaths.classWorks)}>课堂作品（{data.myWorkCount}）</Button>
          <Button shape="round" size="large" icon={<BookFilled />} onClick={() => navigate(studentPaths.courses)}>我的全部课程</Button>
        </div>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <BrightCard title="最新开放的课" icon={<CalendarFilled />} color="#22c55e">
            {data.recentLessons.length === 0 ? <Empty description="老师开放新课后会出现在这里" /> : null}
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {data.recentLessons.map((l, i) => (
                <button
                  key={l.lessonId}
                  type="button"
                  data-testid={`recent-lesson-${l.lessonId}`}
                  onClick={() => navigate(studentPaths.lesson(l.source, l.lessonId, cls.id))}
                  style={{ all: 'unset', cursor: 'pointer', display: 'flex', alignItems: 'center', gap: 12, background: i === 0 ? '#dcfce7' : '#f0fdf4', borderRadius: 14, padding: '10px 14px' }}
                >
                  <PlayCircleFilled style={{ fontSize: 28, color: '#16a34a' }} />
                  <span style={{ flex: 1 }}>
                    <span style={{ display: 'block', fontSize: 17, fontWeight: 600, color: '#14532d' }}>{l.lessonTitle}{i === 0 ? <span style={{ marginLeft: 8, color: '#f97316', fontSize: 13 }}>最新</span> : null}</span>
                    <span style={{ color: '#64748b', fontSize: 13 }}>{l.curriculumName} · {when(l.unlockedAt)} 开放</span>
                  </span>
                </button>
              ))}
            </div>
          </BrightCard>
        </Col>
        <Col xs={24} lg={10}>
          <BrightCard title="我的同学" icon={<SmileFilled />} color="#f97316">
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {data.classmates.map((m, i) => (
                <Tooltip key={m.id} title={m.realName}>
                  <span><Classmate mate={m} index={i} /></span>
                </Tooltip>
              ))}
            </div>
          </BrightCard>
        </Col>
        <Col span={24}>
          <BrightCard title="班级课程" icon={<BookFilled />} color="#0ea5e9">
            {data.courses.length === 0 ? <Empty description="班级还没有开通课程" /> : null}
            <Row gutter={[16, 16]}>
              {data.courses.map((c) => (
                <Col xs={24} sm={12} lg={8} xl={6} key={`${c.source}-${c.id}`}>
                  <CourseCard course={c} onOpen={() => navigate(studentPaths.classCourse(cls.id, c.source, c.id))} />
                </Col>
              ))}
            </Row>
          </BrightCard>
        </Col>
      </Row>
    </div>
  );
}
