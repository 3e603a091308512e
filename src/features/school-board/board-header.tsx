import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CampusSelector } from '../campus/campus-selector';
import { useSessionSnapshot } from '../../app/session/use-session-snapshot';

/** The head card of the school's boards: title, the school's name, the campus selector and any extra filters. */
export function BoardHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  const { session } = useSessionSnapshot();
  return (
    <Card style={{ marginBottom: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{session?.schoolInfo?.name}</Typography.Text>
        </div>
        <Space wrap>
          <CampusSelector />
          {extra}
        </Space>
      </Space>
    </Card>
  );
}
