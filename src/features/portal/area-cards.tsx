import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import type { Area } from '../../../shared/route-catalog';
import { MenuIcon } from '../../app/layouts/area-layout/menu-icon';
import type { AreaLink } from '../../app/layouts/area-layout/menu-model';

/** One line on what each area is for, in the words of the specification's section 1. */
const areaBlurb: Partial<Record<Area, { text: string; icon: string }>> = {
  school: { text: '校区、学员、班级、排课、财务与报表', icon: 'BankOutlined' },
  'teacher-classroom': { text: '我的班级、学生作品、备课与授课', icon: 'DesktopOutlined' },
  'teacher-exam': { text: '题目、试卷、考试与练习管理', icon: 'FileDoneOutlined' },
  'student-classroom': { text: '我的课程、作品与星币中心', icon: 'DesktopOutlined' },
  'student-exam': { text: '在线考试、练习与错题本', icon: 'FileDoneOutlined' },
  oj: { text: '题库、题单、比赛与排行榜', icon: 'CodeOutlined' },
  competition: { text: '竞赛题库、试卷中心与通用考试', icon: 'TrophyOutlined' },
  community: { text: '作品分享、发现与交流', icon: 'CompassOutlined' },
  typing: { text: '指法训练、专项练习与打字游戏', icon: 'RocketOutlined' },
};

/** A card per area the user's permission tree grants, linking to that area's home. */
export function AreaCards({ links }: { links: AreaLink[] }) {
  return (
    <Row gutter={[16, 16]}>
      {links.map((link) => (
        <Col key={link.area} xs={24} sm={12} lg={8}>
          <Link to={link.path} data-testid={`area-card-${link.area}`}>
            <Card hoverable>
              <Card.Meta
                avatar={
                  <span style={{ fontSize: 28 }}>
                    <MenuIcon name={areaBlurb[link.area]?.icon} />
                  </span>
                }
                title={link.title}
                description={<Typography.Text type="secondary">{areaBlurb[link.area]?.text ?? ''}</Typography.Text>}
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
