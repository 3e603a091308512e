import { Card, Empty, Typography } from 'antd';

interface Props {
  title: string;
  /** The call the panel will use once the server offers it (so the gap is plain to see). */
  source: string;
}

/**
 * A dashboard panel whose data call does not exist on the server yet. It says so plainly
 * instead of showing invented numbers.
 */
export function PendingDataPanel({ title, source }: Props) {
  return (
    <Card title={title} size="small" data-panel-status="pending" style={{ height: '100%' }}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div>数据接口建设中</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              数据来源：{source}
            </Typography.Text>
          </>
        }
      />
    </Card>
  );
}
