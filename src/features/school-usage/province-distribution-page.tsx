import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { provinceDistribution } from '../../api/generated/analytics';
import type { ProvinceCount } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ChartCard } from '../../app/charts/chart-card';
import type { ChartUnit } from '../../app/charts/chart-units';
import { loadChinaMap } from '../analytics/map-china-loader';
import { chinaMapOption } from '../analytics/map-china-option';

const measures = { campuses: '校区数', students: '学生数', schools: '学校数' } as const;
const units: Record<keyof typeof measures, ChartUnit> = { campuses: '个', students: '人', schools: '所' };
const provinceOf = (r: ProvinceCount) => r.province ?? '未填写省份';

/**
 * nationalCampusDistribution / nationalStudentDistribution: running schools' campuses or students
 * per province (the school's province), drawn on the map of China; the table also lists schools without a province.
 */
export function ProvinceDistributionPage({ route, measure }: PageProps & { measure: 'campuses' | 'students' }) {
  const counts = useQuery({ queryKey: ['province-distribution'], queryFn: () => content(provinceDistribution(withFlags({ admin: true, silent: true }))) });
  const rows = useMemo(() => [...(counts.data ?? [])].sort((a, b) => b[measure] - a[measure]), [counts.data, measure]);
  // The map file is loaded on first use, in its own chunk.
  const map = useQuery({ queryKey: ['china-map'], queryFn: loadChinaMap, staleTime: Infinity });
  const chart = useMemo(
    () =>
      map.data
        ? {
            option: chinaMapOption(map.data, measures[measure], rows.map((r) => ({ province: r.province, value: r[measure] })), units[measure]),
            table: { columns: [{ key: 'province', title: '省份' }, { key: 'value', title: measures[measure], unit: units[measure] }], rows: rows.map((r) => ({ province: provinceOf(r), value: r[measure] })) },
          }
        : undefined,
    [map.data, rows, measure],
  );
  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{route.title}</Typography.Title>
        <Typography.Text type="secondary">按学校所在省份统计运行中学校的{measures[measure]}；学校的省份在“分校管理”中填写。</Typography.Text>
      </Card>
      {counts.isError && <Alert type="error" showIcon message="分布数据加载失败" style={{ marginBottom: 16 }} />}
      {map.isError && <Alert type="error" showIcon message="地图加载失败" style={{ marginBottom: 16 }} />}
      <div style={{ marginBottom: 16 }}>
        <ChartCard
          title={`各省${measures[measure]}`}
          label={`各省${measures[measure]}地图`}
          loading={counts.isPending || map.isPending}
          empty={!rows.length}
          emptyText="还没有运行中的学校；学校开通并填写省份后，这里按省份显示分布。"
          chart={chart}
          height={520}
        />
      </div>
      <Card size="small">
        <Table
          rowKey={provinceOf}
          size="small"
          loading={counts.isPending}
          dataSource={rows}
          pagination={false}
          columns={[
            { title: '省份', render: (_, r) => provinceOf(r) },
            { title: measures.schools, dataIndex: 'schools', align: 'right' },
            { title: measures.campuses, dataIndex: 'campuses', align: 'right' },
            { title: measures.students, dataIndex: 'students', align: 'right' },
          ]}
        />
      </Card>
    </div>
  );
}
