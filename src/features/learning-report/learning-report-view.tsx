import { BookOutlined, CalendarOutlined, CodeOutlined, StarFilled, TrophyOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Progress, Rate, Row, Space, Statistic, Tag, Timeline, Typography } from 'antd';
import { signStatusLabels, workKindLabels } from '../../../shared/learning-report/report-rules';
import type { LearningReport, ReportLesson } from '../../api/generated/api.schemas';

const statusColors: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'blue', 4: 'red', 5: 'purple' };
const day = (iso: string) => new Date(iso).toLocaleDateString('zh-CN');

/** A lesson as parents read it: date, course and topic, attendance, and the teacher's words. */
export function LessonItem({ lesson, showComment }: { lesson: ReportLesson; showComment: boolean }) {
  return (
    <div>
      <Space wrap size={8}>
        <Typography.Text strong>{lesson.lessonDate}</Typography.Text>
        <Typography.Text>{lesson.courseName}{lesson.topic ? ` · ${lesson.topic}` : ''}</Typography.Text>
        <Tag color={statusColors[lesson.status]}>{signStatusLabels[lesson.status] ?? '已签到'}</Tag>
      </Space>
      {showComment && (lesson.rating || lesson.comment) && (
        <div style={{ marginTop: 6, padding: '8px 12px', background: '#fff7e6', borderRadius: 8 }}>
          {lesson.rating ? <Rate disabled value={lesson.rating} style={{ fontSize: 14 }} /> : null}
          {lesson.comment && <Typography.Paragraph style={{ margin: 0 }}>{lesson.teacherName ? `${lesson.teacherName}老师：` : ''}{lesson.comment}</Typography.Paragraph>}
        </div>
      )}
    </div>
  );
}

/**
 * A learning report, as the school's 学习报告设置 say: sections it switched off arrive empty and
 * are not shown. Read by parents through a link and by staff as a preview.
 */
export function LearningReportView({ report }: { report: LearningReport }) {
  const attended = report.attendance?.counts.filter((c) => [1, 2, 5].includes(c.status)).reduce((n, c) => n + c.count, 0) ?? 0;
  const total = report.attendance?.counts.reduce((n, c) => n + c.count, 0) ?? 0;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <div style={{ borderRadius: 16, padding: '24px 28px', color: '#fff', background: 'linear-gradient(120deg, #4f8cff 0%, #7b5cff 55%, #ff8fb1 100%)' }}>
        <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>{report.title}</Typography.Title>
        <div style={{ marginTop: 8, opacity: 0.95 }}>
          {report.student.name} · {[report.student.className, report.student.campusName, report.student.schoolName].filter(Boolean).join(' · ')}
        </div>
        <div style={{ marginTop: 4, opacity: 0.85 }}>
          <CalendarOutlined /> {report.from} 至 {report.to}（近 {report.periodDays} 天）
        </div>
      </div>

      <Row gutter={[12, 12]}>
        {report.showAttendance && report.attendance && (
          <>
            <Col xs={12} md={6}><Card size="small"><Statistic title="上课次数" value={attended} suffix={`/ ${total}`} prefix={<BookOutlined style={{ color: '#4f8cff' }} />} /></Card></Col>
            <Col xs={12} md={6}><Card size="small"><Statistic title="消耗课时" value={report.attendance.hours} /></Card></Col>
          </>
        )}
        {report.works && <Col xs={12} md={6}><Card size="small"><Statistic title="新作品" value={report.works.total} prefix={<CodeOutlined style={{ color: '#7b5cff' }} />} /></Card></Col>}
        {report.stars && <Col xs={12} md={6}><Card size="small"><Statistic title="获得星币" value={report.stars.earned} prefix={<StarFilled style={{ color: '#faad14' }} />} suffix={<Typography.Text type="secondary" style={{ fontSize: 12 }}>余额 {report.stars.balance}</Typography.Text>} /></Card></Col>}
      </Row>

      {report.attendance && (report.showAttendance || report.showComments) && (
        <Card title={report.showAttendance ? '上课记录' : '老师点评'} size="small">
          {report.showAttendance && total > 0 && (
            <Space wrap style={{ marginBottom: 12 }}>
              {report.attendance.counts.map((c) => <Tag key={c.status} color={statusColors[c.status]}>{signStatusLabels[c.status]} {c.count} 次</Tag>)}
            </Space>
          )}
          {report.attendance.lessons.length === 0 ? (
            <Empty description="这段时间还没有上课记录" />
          ) : (
            <Timeline items={report.attendance.lessons.filter((l) => report.showAttendance || l.comment || l.rating).map((lesson, i) => ({ key: i, color: statusColors[lesson.status], children: <LessonItem lesson={lesson} showComment={report.showComments} /> }))} />
          )}
        </Card>
      )}

      {report.works && (
        <Card title="作品" size="small">
          {report.works.list.length === 0 ? <Empty description="这段时间还没有新作品" /> : (
            <Row gutter={[12, 12]}>
              {report.works.list.map((w) => (
                <Col key={w.id} xs={24} sm={12}>
                  <Card size="small" style={{ background: '#f6f3ff' }}>
                    <Space><CodeOutlined style={{ color: '#7b5cff' }} /><Typography.Text strong>{w.title}</Typography.Text><Tag>{workKindLabels[w.kind] ?? w.kind}</Tag></Space>
                    <div><Typography.Text type="secondary">更新于 {day(w.updatedAt)}</Typography.Text></div>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </Card>
      )}

      {report.exams && (
        <Card title="考试成绩" size="small">
          {report.exams.length === 0 ? <Empty description="这段时间没有公布的考试成绩" /> : (
            <Row gutter={[12, 12]}>
              {report.exams.map((e) => (
                <Col key={e.examId} xs={24} sm={12} md={8}>
                  <Card size="small">
                    <Space align="center">
                      <Progress type="circle" size={64} percent={e.fullScore > 0 ? Math.round((e.totalScore / e.fullScore) * 100) : 0} format={() => `${e.totalScore}`} />
                      <div>
                        <Typography.Text strong><TrophyOutlined style={{ color: '#faad14' }} /> {e.title}</Typography.Text>
                        <div><Typography.Text type="secondary">满分 {e.fullScore}{e.publishedAt ? ` · ${day(e.publishedAt)}` : ''}</Typography.Text></div>
                      </div>
                    </Space>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </Card>
      )}

      {report.stars && report.stars.list.length > 0 && (
        <Card title="星币记录" size="small">
          {report.stars.list.map((s, i) => (
            <div key={i} style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}>
              <span>{s.reason}</span>
              <Typography.Text type={s.amount >= 0 ? 'success' : 'danger'}>{s.amount >= 0 ? `+${s.amount}` : s.amount} <StarFilled style={{ color: '#faad14' }} /></Typography.Text>
            </div>
          ))}
        </Card>
      )}
    </Space>
  );
}
