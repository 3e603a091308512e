import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { DateRangeFilter, lastDays, type DateRange } from '../../custom/dashboard/date-range-filter';
import { PendingDataPanel } from '../../custom/dashboard/pending-data-panel';
import { useSessionSnapshot } from '../../custom/session/use-session-snapshot';
import { adminDisplayName } from '../../providers/session-identity';

/** Back-office statistics (section 7, "Back office") the server does not offer yet. */
const pendingPanels = [
  { title: '平台总览', source: '最新系统汇总信息及列表' },
  { title: '学校使用情况', source: '学校使用效果信息' },
  { title: '课程反馈', source: '课程反馈列表与数量' },
  { title: '教学计划', source: '教学计划列表' },
  { title: '登录与访问', source: '用户与学校访问记录' },
  { title: 'IP 分布', source: 'IP 定位与登录记录' },
];

/** /background/data-analysis, the back office's landing shell: session facts now, panels as their calls arrive. */
export function DataAnalysisPage() {
  const { adminSession, adminUserName } = useSessionSnapshot();
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            数据分析
          </Typography.Title>
          <DateRangeFilter value={range} onChange={setRange} />
        </Space>
      </Card>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={12}>
          <Card size="small">
            <Statistic title="当前管理员" value={adminDisplayName(adminSession, adminUserName)} />
          </Card>
        </Col>
        <Col xs={24} sm={12}>
          <Card size="small">
            <Statistic title="可访问的后台页面" value={adminSession?.adminpermisionList.length ?? 0} suffix="个" />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        {pendingPanels.map((panel) => (
          <Col key={panel.title} xs={24} md={12} xl={8}>
            <PendingDataPanel title={panel.title} source={panel.source} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
