import { StarFilled, TrophyFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Empty, Image, InputNumber, Row, Segmented, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { exchangeProduct } from '../../api/generated/star-coin';
import { studentCampusStarRank, studentClassStarRank, studentOrderList, studentPersonalStar, studentRedeemList, studentStarRecords } from '../../api/generated/works';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';

const orderStates: Record<number, [string, string]> = { 0: ['待审核', 'gold'], 1: ['已兑换', 'green'], 2: ['未通过', 'red'] };
const time = (v: string) => new Date(v).toLocaleString('zh-CN');

function usePersonal() {
  return useQuery({ queryKey: ['star-personal'], queryFn: () => content(studentPersonalStar({})) });
}

/** 星币中心: my coins and places, the school's shop with exchange, my orders and my coin history. */
export function StarCoinCenterPage({ route }: PageProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const personal = usePersonal();
  const products = useQuery({ queryKey: ['star-products'], queryFn: () => content(studentRedeemList({})) });
  const orders = useQuery({ queryKey: ['star-orders'], queryFn: () => content(studentOrderList({})) });
  const records = useQuery({ queryKey: ['star-records'], queryFn: () => content(studentStarRecords({})) });
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const exchange = async (productId: number) => {
    await content(exchangeProduct({ productId, quantity: quantities[productId] ?? 1 }));
    void message.success('兑换申请已提交，等待老师审核');
    void client.invalidateQueries({ queryKey: ['star-orders'] });
  };
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<StarFilled />} color="#f59e0b">
        <Space size={32} wrap style={{ fontSize: 18, marginBottom: 12 }}>
          <span>我的星币 <b data-testid="coin-balance" style={{ fontSize: 32, color: '#f59e0b' }}>{personal.data?.balance ?? '—'}</b></span>
          <span>班级第 <b>{personal.data?.classRank ?? '—'}</b> 名</span>
          <span>校区第 <b>{personal.data?.campusRank ?? '—'}</b> 名</span>
        </Space>
        <Tabs
          items={[
            {
              key: 'shop',
              label: '兑换商品',
              children: products.data?.length ? (
                <Row gutter={[16, 16]}>
                  {products.data.map((p) => (
                    <Col xs={24} sm={12} lg={6} key={p.id}>
                      <div style={{ background: '#fffbeb', borderRadius: 16, padding: 12, textAlign: 'center' }}>
                        <Image src={p.pictureUrl} alt={p.name} height={100} preview={false} fallback="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><circle cx='50' cy='50' r='40' fill='%23fde68a'/></svg>" />
                        <div style={{ fontWeight: 700 }}>{p.name}</div>
                        <div style={{ color: '#f59e0b' }}><StarFilled /> {p.price} · 剩 {p.stock}</div>
                        <Space.Compact style={{ marginTop: 8 }}>
                          <InputNumber aria-label="数量" min={1} max={Math.max(1, p.stock)} value={quantities[p.id] ?? 1} onChange={(v) => setQuantities({ ...quantities, [p.id]: v ?? 1 })} style={{ width: 70 }} />
                          <Button type="primary" disabled={p.stock < 1} onClick={() => void exchange(p.id)}>兑换</Button>
                        </Space.Compact>
                      </div>
                    </Col>
                  ))}
                </Row>
              ) : <Empty description="商店里还没有商品" />,
            },
            {
              key: 'orders',
              label: '我的订单',
              children: <Table rowKey="id" dataSource={orders.data ?? []} pagination={false} columns={[
                { title: '商品', dataIndex: 'productName' },
                { title: '数量', dataIndex: 'quantity' },
                { title: '星币', dataIndex: 'coins' },
                { title: '状态', dataIndex: 'state', render: (s: number) => <Tag color={orderStates[s]?.[1]}>{orderStates[s]?.[0] ?? s}</Tag> },
                { title: '时间', dataIndex: 'createdAt', render: time },
              ]} />,
            },
            {
              key: 'records',
              label: '星币记录',
              children: <Table rowKey="id" dataSource={records.data ?? []} pagination={{ pageSize: 10 }} columns={[
                { title: '星币', dataIndex: 'amount', render: (a: number) => <b style={{ color: a >= 0 ? '#16a34a' : '#dc2626' }}>{a > 0 ? `+${a}` : a}</b> },
                { title: '原因', dataIndex: 'reason' },
                { title: '时间', dataIndex: 'createdAt', render: time },
              ]} />,
            },
          ]}
        />
      </BrightCard>
    </div>
  );
}

const medalColors = ['#f59e0b', '#94a3b8', '#b45309'];

/** 星币排行榜: the class and campus rankings, the student's own row highlighted. */
export function StarCoinRankPage({ route }: PageProps) {
  const [group, setGroup] = useState<'class' | 'campus'>('class');
  const rank = useQuery({ queryKey: ['star-rank', group], queryFn: () => content((group === 'class' ? studentClassStarRank : studentCampusStarRank)({})) });
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<TrophyFilled />} color="#f59e0b">
        <Segmented value={group} onChange={(v) => setGroup(v as 'class' | 'campus')} options={[{ label: '班级排行', value: 'class' }, { label: '校区排行', value: 'campus' }]} style={{ marginBottom: 12 }} />
        <Table
          rowKey="studentId"
          data-testid="star-rank"
          dataSource={rank.data ?? []}
          pagination={false}
          onRow={(r) => ({ style: r.me ? { background: '#fef3c7', fontWeight: 700 } : undefined })}
          columns={[
            { title: '名次', dataIndex: 'rank', render: (n: number) => <span style={{ fontSize: 18 }}>{medalColors[n - 1] ? <TrophyFilled style={{ color: medalColors[n - 1] }} /> : null} {n}</span> },
            { title: '同学', dataIndex: 'studentName', render: (name: string, r) => (r.me ? `${name}（我）` : name) },
            { title: '星币', dataIndex: 'balance', render: (b: number) => <b style={{ color: '#f59e0b' }}><StarFilled /> {b}</b> },
          ]}
        />
      </BrightCard>
    </div>
  );
}
