import { Card, Col, Empty, Image, Row, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';
import { publishedMaterialGroups } from '../../api/generated/school-content';
import type { PublishedMaterialGroup } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { materialEntity } from '../../../shared/generated/entities/material.gen';
import { fieldOf } from '../../resources/entity-resource';
import { fieldText } from '../../resources/field-value';
import { ContentCard } from './content-card';

const kind = fieldOf(materialEntity, 'kind');
const detailsPath = findRouteByName('basicMaterial-details')!.path;

/** /school-home-page/basicMaterial: the material groups the platform has published, with their materials. */
export function BasicMaterialPage({ route }: PageProps) {
  return (
    <ContentCard<PublishedMaterialGroup> title={route.title} queryKey="materials" load={(keyword) => content(publishedMaterialGroups({ keyword }))}>
      {(groups, loading) =>
        !loading && !groups.length ? (
          <Empty description="暂无已发布的素材" />
        ) : (
          <Row gutter={[16, 16]}>
            {groups.map((group) => (
              <Col key={group.id} xs={24} md={12} xl={8}>
                <Card size="small" title={<Link to={`${detailsPath}?id=${group.id}`}>{group.name}</Link>} extra={<Tag>{group.materialTypeName}</Tag>} cover={group.cover ? <Image src={group.cover} height={120} style={{ objectFit: 'cover' }} /> : undefined}>
                  {group.description && <Typography.Paragraph type="secondary">{group.description}</Typography.Paragraph>}
                  <Space wrap>
                    {group.materials.map((m) => (
                      <Typography.Link key={m.id} href={m.file} target="_blank">
                        {m.name}（{fieldText(kind, m as unknown as Record<string, unknown>)}）
                      </Typography.Link>
                    ))}
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
        )
      }
    </ContentCard>
  );
}
