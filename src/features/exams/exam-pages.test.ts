import { describe, expect, it } from 'vitest';
import { findRouteByName } from '../../../shared/route-catalog';
import { competitionExamPages, teacherExamPages } from './exam-pages';

/** The teacher screens are built once and registered under both scopes: every name must be a catalogue screen of its area. */
describe('exam page registry', () => {
  it('registers only catalogue screens, /exam/* in the teacher area and the mirrors in the competition centre', () => {
    for (const name of Object.keys(teacherExamPages)) expect(findRouteByName(name)?.area, name).toBe('teacher-exam');
    for (const name of Object.keys(competitionExamPages)) expect(findRouteByName(name)?.area, name).toBe('competition');
  });

  it('every school screen has its common-exam mirror', () => {
    const mirrors = Object.keys(competitionExamPages).filter((n) => n.startsWith('common-')).map((n) => n.slice('common-'.length));
    expect(mirrors.sort()).toEqual(Object.keys(teacherExamPages).sort());
  });
});
