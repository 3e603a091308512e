import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { provinceDistribution } from '../../api/generated/analytics';
import type { ProvinceCount } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { EChart } from '../analytics/echart';
import { loadChinaMap } from '../analytics/map-china-loader';
import { chinaMapOption } from '../analytics/map-china-option';

const measures = { campuses: '校区数', students: '学生数', schools: '学校数' } as const;
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
  const option = useMemo(
    () => (map.data ? chinaMapOption(map.data, measures[measure], rows.map((r) => ({ province: r.province, value: r[measure] }))) : undefined),
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
      <Card size="small" style={{ marginBottom: 16 }}>
        <Spin spinning={counts.isPending || map.isPending}>
          {option ? <EChart option={option} height={520} label={`各省${measures[measure]}地图`} /> : <div style={{ height: 520 }} />}
        </Spin>
      </Card>
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
