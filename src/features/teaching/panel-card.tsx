import { Card, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';

/** A board panel: its title, a spinner while loading, a plain empty state when nothing happened in the period. */
export function PanelCard({ title, loading, empty, children }: { title: string; loading: boolean; empty: boolean; children: ReactNode }) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }} data-panel={title}>
      {loading ? <Spin /> : empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="所选时间内暂无数据" /> : children}
    </Card>
  );
}
