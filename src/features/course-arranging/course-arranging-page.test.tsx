import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { ErrorCodes } from '../../../shared/error-codes';
import { fail, ok } from '../../test/envelope';
import { principalSession, signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { dayKey } from '../teaching-calendar/calendar-days';
import { thisMonday } from './week-range';

const page = <T,>(list: T[]) => ok({ list, total: list.length, pageNum: 1, pageSize: 1000 });
const clash = '教师李老师在该时段已有课：少儿编程一班 10:00-11:30，不能排课';

/** The week's lessons, the calendar's closing day and a refused create, all from the contract's calls. */
function serve() {
  const monday = thisMonday();
  const wednesday = dayKey(monday.add(2, 'day'));
  const tuesday = dayKey(monday.add(1, 'day'));
  const planBodies: Record<string, unknown>[] = [];
  const created: Record<string, unknown>[] = [];
  const lesson = { id: 31, schoolId: 1, campusId: 1, campusName: '总部', classId: 5, className: '少儿编程一班', courseId: 8, courseName: 'Scratch 入门', teacherId: 12, teacherName: '李老师', room: '201教室', lessonDate: wednesday, startTime: '10:00', endTime: '11:30', hours: 2, topic: null, kind: 1, state: 2, createdAt: '2026-01-01T00:00:00Z' };
  signInAs('principal');
  server.use(
    http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
    http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok([])),
    http.post('*/java-api/school/calendar/queryList', () => page([{ id: 1, schoolId: 1, day: tuesday, kind: 'closed', remark: '校庆停课', createdAt: '2026-01-01T00:00:00Z' }])),
    http.post('*/java-api/school/teachPlan/queryList', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      planBodies.push(body);
      return page(body.lessonDateFrom === dayKey(monday) ? [lesson] : []);
    }),
    http.post('*/java-api/school/teachPlan/create', async ({ request }) => {
      created.push((await request.json()) as Record<string, unknown>);
      return fail(ErrorCodes.ActionFailure, clash);
    }),
    http.post('*/java-api/school/cls/queryList', () => page([{ id: 5, name: '少儿编程一班' }])),
    http.post('*/java-api/school/cls/detail', () => ok({ id: 5, name: '少儿编程一班' })),
    http.post('*/java-api/school/campusCourse/queryList', () => page([{ id: 8, name: 'Scratch 入门' }])),
    http.post('*/java-api/school/campusCourse/detail', () => ok({ id: 8, name: 'Scratch 入门' })),
    http.post('*/java-api/school/tch/employeeSetting/selectEmployList', () => page([{ id: 12, realName: '李老师' }])),
  );
  return { monday, wednesday, tuesday, planBodies, created };
}

const dayColumn = (label: string) => screen.getByRole('group', { name: label });

it('places the week’s lessons on their weekday, shades the closing day and moves by week', { timeout: 30000 }, async () => {
  const { monday, wednesday, tuesday, planBodies } = serve();
  renderApp('/school-home-page/course-arranging');
  expect(await screen.findByText('少儿编程一班', { selector: 'strong' }, { timeout: 20000 })).toBeTruthy();
  const wed = dayColumn(`周三 ${wednesday}`);
  expect(within(wed).getByText('10:00–11:30')).toBeTruthy();
  expect(within(wed).getByText('Scratch 入门')).toBeTruthy();
  expect(within(wed).getByText(/李老师 · 201教室/)).toBeTruthy();
  expect(within(wed).getByText('已签到')).toBeTruthy();
  expect(within(dayColumn(`周二 ${tuesday}`)).getByText('停课：校庆停课')).toBeTruthy();
  expect(planBodies.at(-1)).toMatchObject({ lessonDateFrom: dayKey(monday), lessonDateTo: dayKey(monday.add(6, 'day')), pageSize: 1000 });

  fireEvent.click(screen.getByRole('button', { name: /下一周/ }));
  await waitFor(() => expect(planBodies.at(-1)).toMatchObject({ lessonDateFrom: dayKey(monday.add(7, 'day')), lessonDateTo: dayKey(monday.add(13, 'day')) }));
  await waitFor(() => expect(screen.queryByText('10:00–11:30')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: /本\s*周/ }));
  await waitFor(() => expect(planBodies.at(-1)).toMatchObject({ lessonDateFrom: dayKey(monday) }));
  expect(await screen.findByText('10:00–11:30')).toBeTruthy();
});

it('adds a lesson on the clicked day and shows the server’s clash message when it is refused', { timeout: 30000 }, async () => {
  const { monday, created } = serve();
  const thursday = dayKey(monday.add(3, 'day'));
  renderApp('/school-home-page/course-arranging');
  await screen.findByText('少儿编程一班', { selector: 'strong' }, { timeout: 20000 });
  fireEvent.click(dayColumn(`周四 ${thursday}`));
  const dialog = await screen.findByRole('dialog');
  const [classSelect, courseSelect] = within(dialog).getAllByRole('combobox');
  fireEvent.mouseDown(classSelect!);
  fireEvent.click(await screen.findByTitle('少儿编程一班'));
  fireEvent.mouseDown(courseSelect!);
  fireEvent.click(await screen.findByTitle('Scratch 入门'));
  fireEvent.change(within(dialog).getByLabelText('开始时间'), { target: { value: '10:30' } });
  fireEvent.change(within(dialog).getByLabelText('结束时间'), { target: { value: '11:00' } });
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  expect((await screen.findAllByText(clash, undefined, { timeout: 10000 })).length).toBeGreaterThan(0);
  expect(created[0]).toMatchObject({ classId: 5, courseId: 8, lessonDate: thursday, startTime: '10:30', endTime: '11:00' });
  // Refused: the dialog stays open with what was typed.
  expect(screen.getByRole('dialog')).toBeTruthy();
  expect((within(screen.getByRole('dialog')).getByLabelText('开始时间') as HTMLInputElement).value).toBe('10:30');
  expect(screen.queryByText(/创建失败/)).toBeNull();
});
