import { http } from 'msw';
import { ok } from '../envelope';

/**
 * Test-only MSW defaults: every post-login check answers "nothing to show", so tests of other
 * screens are not interrupted by dialogs. A test of the checks overrides them with server.use.
 */
export const quietCheckHandlers = [
  http.post('*/java-api/school/notice/selectNotReadList', () => ok({ noticeInfo: [], notReadNum: 0, noticeUserId: 0 })),
  http.post('*/java-api/school/tch/verifyPhoneState', () => ok({ state: 0, phone: '13800000000' })),
  http.post('*/java-api/school/tch/checkPwd', () => ok({ strong: true, judged: true })),
  http.post('*/java-api/student/stu/checkPwd', () => ok({ strong: true, judged: true })),
];
