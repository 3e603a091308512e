import { Card, Descriptions, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { schoolPlatform } from '../../api/generated/school-settings';
import type { SchoolPlatform } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';

/** The section-6 switches by key, as the back office names them. */
const switchLabels: Record<string, string> = {
  pointAuth: '积分授权',
  encryption: '加密',
  ojAnalysis: 'OJ分析',
  zoneShare: '社区分享',
  testcaseView: '查看测试点',
  keepPaper: '保留试卷',
  prepareContent: '备课内容',
  showHint: '编辑器提示',
  studentAuth: '学生授权',
  headerSet: '页头设置',
  rankTotal: '总排行',
};

/** 平台设置: what the platform granted the school, read only (the back office changes it). */
export function PlatformPage({ route }: PageProps) {
  const [platform, setPlatform] = useState<SchoolPlatform | null>(null);
  useEffect(() => {
    void content(schoolPlatform({})).then(setPlatform);
  }, []);
  if (!platform) return <Spin />;
  const period = [platform.packageStartDate ?? '不限', platform.packageEndDate ?? '不限'].join(' 至 ');
  return (
    <Card title={route.title}>
      <Descriptions column={1} bordered size="small" data-testid="school-platform">
        <Descriptions.Item label="套餐">{platform.packageName ?? '未设置套餐（不限）'}</Descriptions.Item>
        <Descriptions.Item label="有效期">{period}</Descriptions.Item>
        <Descriptions.Item label="试用">{platform.trial ? `试用中，截至 ${platform.trialEndDate ?? '—'}` : '正式'}</Descriptions.Item>
        <Descriptions.Item label="平台授权">
          {Object.entries(platform.switches).map(([key, on]) => (
            <Tag key={key} color={on ? 'green' : 'default'}>
              {switchLabels[key] ?? key}：{on ? '已开通' : '未开通'}
            </Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
