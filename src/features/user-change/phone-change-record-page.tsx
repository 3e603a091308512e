import { Tabs } from 'antd';
import type { PageProps } from '../../resources/page-props';
import { userChangeRecordEntity } from '../../../shared/generated/entities/user-change-record.gen';
import { EntityListPage } from '../../resources/entity-list-page';
import { SmsOutboxPage } from '../account-safety/phone/sms-outbox-page';

/** /background/phoneChangeRecord: who changed which number when, and the SMS outbox the codes went through. */
export function PhoneChangeRecordPage(props: PageProps) {
  return (
    <Tabs
      items={[
        { key: 'records', label: '手机号变更记录', children: <EntityListPage entity={userChangeRecordEntity} title={props.route.title} permanentFilters={{ kind: 'phone' }} /> },
        { key: 'outbox', label: '短信发件箱', children: <SmsOutboxPage {...props} /> },
      ]}
    />
  );
}
