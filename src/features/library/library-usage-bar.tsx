import { Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fileSizeText } from '../../../shared/library/library-rules';
import { libraryUsage } from '../../api/generated/library';
import type { LibraryUsage } from '../../api/generated/api.schemas';
import { content } from '../../api/request';

/** How much of the school's storage is used (every upload of the school counts, library or not). */
export function LibraryUsageBar({ refresh }: { refresh: number }) {
  const [usage, setUsage] = useState<LibraryUsage | null>(null);
  useEffect(() => void content(libraryUsage({})).then(setUsage, () => setUsage(null)), [refresh]);
  if (!usage) return null;
  const percent = Math.min(100, Math.round((usage.usedBytes / usage.quotaBytes) * 1000) / 10);
  return (
    <Space style={{ minWidth: 260 }}>
      <Typography.Text type="secondary">存储空间</Typography.Text>
      <Progress percent={percent} size="small" style={{ width: 120, margin: 0 }} status={percent >= 90 ? 'exception' : 'normal'} showInfo={false} />
      <Typography.Text type="secondary" data-testid="library-usage">
        {fileSizeText(usage.usedBytes)} / {fileSizeText(usage.quotaBytes)}
      </Typography.Text>
    </Space>
  );
}
