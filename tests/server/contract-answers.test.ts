import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { checkAnswer } from './contract-answers';

/** The parts of an inject response the check reads. */
function answer(method: string, url: string, body: unknown, statusCode = 200, type = 'application/json; charset=utf-8') {
  const text = JSON.stringify(body);
  return { raw: { req: { method, url } }, statusCode, headers: { 'content-type': type }, body: text, json: () => JSON.parse(text) } as unknown as LightMyRequestResponse;
}

const campusList = '/java-api/school/edu/campus/queryListByUserId?t=1';
const campus = { id: 1, schoolId: 1, name: '总校区', address: null, valid: true, enabled: true, pointsAuth: false, typingPlanet: false, studentZone: false, lessonHourEdit: false, signCorrection: false, createdAt: '2026-11-27T08:00:00.000Z' };

describe('answers checked against the contract', () => {
  it('accepts a success answer the operation describes and a failure envelope', () => {
    expect(() => checkAnswer(answer('GET', campusList, { success: true, code: 'Success', message: '操作成功', content: [campus] }))).not.toThrow();
    expect(() => checkAnswer(answer('GET', campusList, { success: false, code: 'InvalidToken', message: '登录已过期', content: null }))).not.toThrow();
  });

  it('fails an answer whose content breaks the schema, naming the operation and the field', () => {
    const broken = { success: true, code: 'Success', message: '操作成功', content: [{ ...campus, createdAt: 'yesterday' }] };
    expect(() => checkAnswer(answer('GET', campusList, broken))).toThrow(/campusQueryListByUserId[\s\S]*createdAt/);
    expect(() => checkAnswer(answer('GET', campusList, { success: true, code: 'Success', message: '操作成功', content: [{ id: 1 }] }))).toThrow(/must have required property/);
  });

  it('fails a failure that claims success code or carries an unknown code', () => {
    expect(() => checkAnswer(answer('GET', campusList, { success: false, code: 'Success', message: 'x', content: null }))).toThrow(/failure/);
    expect(() => checkAnswer(answer('GET', campusList, { success: false, code: 'Oops', message: 'x', content: null }))).toThrow(/failure/);
  });

  it('fails an undocumented status or content type', () => {
    expect(() => checkAnswer(answer('GET', campusList, {}, 500))).toThrow(/HTTP 500/);
    expect(() => checkAnswer(answer('GET', campusList, 'x', 200, 'text/plain'))).toThrow(/text\/plain/);
  });

  it('leaves answers outside the contract alone', () => {
    expect(() => checkAnswer(answer('GET', '/api/files/x.png', 'x', 404, 'text/plain'))).not.toThrow();
  });
});
