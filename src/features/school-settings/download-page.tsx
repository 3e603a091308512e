import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { publicDownloads } from '../../api/generated/school-settings';
import type { DownloadItem } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';

const platformLabel: Record<string, string> = { windows: 'Windows', macos: 'macOS', linux: 'Linux', android: 'Android', ios: 'iOS', other: '其他' };

/** 客户端下载: the platform's downloads on sale, open to anyone. */
export function DownloadPage({ route }: PageProps) {
  const [items, setItems] = useState<DownloadItem[] | null>(null);
  useEffect(() => {
    void content(publicDownloads({})).then(setItems, () => setItems([]));
  }, []);
  return (
    <Card title={route.title} style={{ maxWidth: 880, margin: '24px auto' }}>
      {items === null ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description="暂无可下载的资源" />
      ) : (
        <List
          dataSource={items}
          renderItem={(item) => (
            <List.Item actions={[<Button key="get" type="primary" icon={<DownloadOutlined />} href={item.file} target="_blank" rel="noopener noreferrer">下载</Button>]}>
              <List.Item.Meta
                title={
                  <>
                    {item.name} <Tag>{platformLabel[item.platform] ?? item.platform}</Tag>
                    {item.version && <Tag color="blue">{item.version}</Tag>}
                  </>
                }
                description={[item.description, item.sizeKb ? `${(item.sizeKb / 1024).toFixed(1)} MB` : null].filter(Boolean).join(' · ')}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
