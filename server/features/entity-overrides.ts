import { accountOverrides, resetAccountPassword } from '../crud/account-fields';
import type { OverrideRegistry } from '../crud/entity-overrides';
import { clueRecordOverrides } from './clue/clue-record-overrides';
import { packageOverrides } from './package/package-overrides';
import { assignRoles, roleOverrides } from './role/role-overrides';
import { schoolOverrides } from './school-admin/school-overrides';
import { examTagOverrides } from './testing/exam-tag-overrides';
import { paperOverrides } from './testing/paper-overrides';
import { questionBankOverrides } from './testing/question-bank-overrides';
import { questionOverrides } from './testing/question-overrides';

/**
 * Where schema-driven entities differ from the generic engine, by entity name. An entity
 * that needs more than a hook adds a module under server/features/<entity>/ and lists it here.
 */
export const entityOverrides: OverrideRegistry = {
  Student: accountOverrides,
  Staff: { ...accountOverrides, custom: { ...accountOverrides.custom, assignRoles } },
  SchoolRole: roleOverrides,
  ClueRecord: clueRecordOverrides,
  School: schoolOverrides,
  Package: packageOverrides,
  PlatformStaff: { custom: { resetPassword: resetAccountPassword } },
  QuestionBank: questionBankOverrides,
  Question: questionOverrides,
  Paper: paperOverrides,
  ExamTag: examTagOverrides,
};
