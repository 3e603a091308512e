import { Tabs } from 'antd';
import type { PageProps } from '../../app/page-props';
import { entities } from '../../resources/entities.gen';
import { EntityListPage } from '../../resources/entity-list-page';
import { SmsOutboxPage } from '../account-safety/phone/sms-outbox-page';

/** /background/phoneChangeRecord: who changed which number when, and the SMS outbox the codes went through. */
export function PhoneChangeRecordPage(props: PageProps) {
  return (
    <Tabs
      items={[
        { key: 'records', label: '手机号变更记录', children: <EntityListPage entity={entities.UserChangeRecord} title={props.route.title} permanentFilters={{ kind: 'phone' }} /> },
        { key: 'outbox', label: '短信发件箱', children: <SmsOutboxPage {...props} /> },
      ]}
    />
  );
}
