import { describe, expect, it } from 'vitest';
import { findRouteByPath } from '../../shared/route-catalog';
import { impliedRedirects } from './implied-redirects';

const table = new Map(impliedRedirects().map((r) => [r.path, r.to]));

describe('impliedRedirects', () => {
  it('area roots open the area home', () => {
    expect(table.get('/background')).toBe('/background/data-analysis');
    expect(table.get('/school-home-page')).toBe('/school-home-page/dataBoard');
    expect(table.get('/oj')).toBe('/oj/questionBank');
    expect(table.get('/community')).toBe('/community/home');
    expect(table.get('/code-classroom')).toBe('/code-classroom/classroom-index');
    expect(table.get('/exam-stu')).toBe('/exam-stu/examstu-index');
  });

  it('/competitionCenter/questionBankCenter opens its platform child (section 2)', () => {
    expect(table.get('/competitionCenter/questionBankCenter')).toBe('/competitionCenter/questionBankCenter/platform');
  });

  it('every target is a real screen and no screen is shadowed', () => {
    for (const [path, to] of table) {
      expect(findRouteByPath(path)).toBeUndefined();
      expect(findRouteByPath(to)).toBeDefined();
    }
  });
});
