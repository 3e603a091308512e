import { lazy } from 'react';
import type { AreaPages } from '../../resources/page-props';
import { AiChatKeyPage } from '../ai-chat/ai-chat-key-page';
import { DataHistoryPage } from '../analytics/data-history-page';
import { ResourceTreePage } from '../resource-tree/resource-tree-page';
import { ProvinceDistributionPage } from '../school-usage/province-distribution-page';
import { usageDashboardPages } from '../school-usage/usage-dashboards';
import { PhoneChangeRecordPage } from '../user-change/phone-change-record-page';

// Monaco is large: the editors load it in their own chunk, not with every back-office page.
const PythonEditorPage = lazy(() => import('../python-editor/python-editor-page').then((m) => ({ default: m.PythonEditorPage })));

/** Back-office records, control, permissions and the AI key (issue 6): the screens that are more than an entity list. */
export const backOfficeControlPages: AreaPages = {
  ...usageDashboardPages,
  'rbac-nav': (props) => <ResourceTreePage {...props} scope="school" />,
  'sysset-nav': (props) => <ResourceTreePage {...props} scope="admin" />,
  phoneChangeRecord: PhoneChangeRecordPage,
  'data-history': DataHistoryPage,
  nationalCampusDistribution: (props) => <ProvinceDistributionPage {...props} measure="campuses" />,
  nationalStudentDistribution: (props) => <ProvinceDistributionPage {...props} measure="students" />,
  chatgpt: AiChatKeyPage,
  pyeditor: (props) => <PythonEditorPage {...props} withAssistant={false} />,
  pyeditor_v2: (props) => <PythonEditorPage {...props} withAssistant />,
};
