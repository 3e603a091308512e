import { describe, expect, it } from 'vitest';
import { principalSession, studentSession, teacherSession } from '../test/fixtures';
import { adminLandingPath, firstPermittedSchoolPath, isSameOriginPath, landingPathFor } from './landing-path';

describe('landingPathFor', () => {
  it('principal → data board; student → student classroom; nobody → /', () => {
    expect(landingPathFor(principalSession)).toBe('/school-home-page/dataBoard');
    expect(landingPathFor(studentSession)).toBe('/code-classroom-stu/classroom-index-stu');
    expect(landingPathFor(null)).toBe('/');
  });
  it('a teacher lands in the classroom; without it, on the first permitted school page; with the data board, there', () => {
    const teacherList = [...teacherSession.permisionList, { name: 'classroom-index', hide: false }, { name: 'students-management', hide: false }];
    expect(landingPathFor({ ...teacherSession, permisionList: teacherList })).toBe('/code-classroom/classroom-index');
    const schoolOnly = { ...teacherSession, permisionList: [{ name: 'students-management', hide: false }] };
    expect(landingPathFor(schoolOnly)).toBe('/school-home-page/students-management');
    const withBoard = { ...teacherSession, permisionList: [...teacherList, { name: 'dataBoard', hide: false }] };
    expect(landingPathFor(withBoard)).toBe('/school-home-page/dataBoard');
  });
});

describe('firstPermittedSchoolPath', () => {
  it('prefers a visible menu page over a hidden one', () => {
    expect(firstPermittedSchoolPath([{ name: 'student-detail', hide: true }, { name: 'refund', hide: false }])).toBe('/school-home-page/refund');
  });
  it('falls back to a hidden page when nothing else is granted, and null for none', () => {
    expect(firstPermittedSchoolPath([{ name: 'student-detail', hide: true }])).toBe('/school-home-page/student-detail');
    expect(firstPermittedSchoolPath([{ name: 'myClass', hide: false }])).toBeNull();
  });
});

describe('admin redirect', () => {
  it('only same-origin paths are honoured', () => {
    expect(isSameOriginPath('/background/x')).toBe(true);
    expect(isSameOriginPath('//evil.example')).toBe(false);
    expect(isSameOriginPath('/\\evil.example')).toBe(false);
    expect(isSameOriginPath('https://evil.example')).toBe(false);
    expect(adminLandingPath('/background/contract?p=1')).toBe('/background/contract?p=1');
    expect(adminLandingPath('/background/login?redirect=x')).toBe('/background/data-analysis');
    expect(adminLandingPath(null)).toBe('/background/data-analysis');
  });
});
