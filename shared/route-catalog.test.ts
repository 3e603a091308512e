import { describe, expect, it } from 'vitest';
import { readSpec, skipSpecComparisons } from '../tests/support/specification';
import {
  areaHome,
  areaTitle,
  findRouteByName,
  findRouteByPath,
  menuGroups,
  routeCatalog,
  type Area,
} from './route-catalog';

// The specification's screen list (area<TAB>path, '#' comments), read where the specification lives.
const specScreens = () =>
  readSpec('routes.tsv')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [area, path] = line.split('\t');
      return { area: area as Area, path: path ?? '' };
    });

const areas: Area[] = [
  'public',
  'admin',
  'school',
  'teacher-classroom',
  'teacher-exam',
  'student-exam',
  'student-classroom',
  'typing',
  'community',
  'oj',
  'competition',
];

const lastSegment = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';
const parentSegment = (path: string) => path.split('/').filter(Boolean).at(-2) ?? '';
const hasChinese = /[\u4e00-\u9fff]/;

describe('route catalogue', () => {
  it.skipIf(skipSpecComparisons)('lists exactly the screens of the specification\'s routes.tsv, in order, with their areas', () => {
    const screens = specScreens();
    expect(screens.length).toBeGreaterThan(0);
    expect(routeCatalog.map((r) => r.path)).toEqual(screens.map((s) => s.path));
    expect(routeCatalog.map((r) => r.area)).toEqual(screens.map((s) => s.area));
  });

  it('has unique names', () => {
    const names = routeCatalog.map((r) => r.name);
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
    for (const name of names) expect(name).toMatch(/^\S+$/);
  });

  it('names school, OJ and exam screens by their last path segment', () => {
    const checked = routeCatalog.filter((r) => /^\/(school-home-page|oj|exam)\//.test(r.path));
    expect(checked.length).toBe(103 + 30 + 30);
    for (const entry of checked) {
      const last = lastSegment(entry.path);
      const repeatsInArea =
        routeCatalog.filter((other) => other.area === entry.area && lastSegment(other.path) === last).length > 1;
      // A segment repeated inside the same area cannot be unique, so it is qualified by its parent segment.
      const expected = repeatsInArea ? `${parentSegment(entry.path)}-${last}` : last;
      expect(entry.name, entry.path).toBe(expected);
    }
    expect(findRouteByPath('/school-home-page/class-management1/divide-class1')?.name).toBe('divide-class1');
    expect(findRouteByPath('/exam/exam-index')?.name).toBe('exam-index');
    expect(findRouteByPath('/competitionCenter/commonExam/exam-index')?.name).toBe('common-exam-index');
    expect(findRouteByPath('/background/basicMaterial')?.name).toBe('admin-basicMaterial');
    expect(findRouteByPath('/school-home-page/basicMaterial')?.name).toBe('basicMaterial');
    expect(findRouteByPath('/background/exam/add-question')?.name).toBe('admin-add-question');
  });

  it('has well-formed menu groups', () => {
    const keys = menuGroups.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const group of menuGroups) {
      expect(areas).toContain(group.area);
      expect(group.title).toMatch(hasChinese);
      expect(group.icon).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
      // every group shows at least one screen
      expect(routeCatalog.some((r) => r.menu === group.key), group.key).toBe(true);
    }
    for (const area of areas) {
      const orders = menuGroups.filter((g) => g.area === area).map((g) => g.order);
      expect(new Set(orders).size, area).toBe(orders.length);
    }
  });

  it('puts every menu screen in a group of its own area', () => {
    const groups = new Map(menuGroups.map((g) => [g.key, g]));
    for (const entry of routeCatalog.filter((r) => r.menu !== undefined)) {
      const group = groups.get(entry.menu ?? '');
      expect(group, `${entry.path} -> ${entry.menu}`).toBeDefined();
      expect(group?.area, entry.path).toBe(entry.area);
      expect(entry.parent, entry.path).toBeUndefined();
      expect(entry.redirect, entry.path).toBeUndefined();
    }
  });

  it('links every hidden screen to an existing menu screen of the same area', () => {
    for (const entry of routeCatalog.filter((r) => r.parent !== undefined)) {
      const parent = findRouteByName(entry.parent ?? '');
      expect(parent, `${entry.path} -> ${entry.parent}`).toBeDefined();
      expect(parent?.area, entry.path).toBe(entry.area);
      expect(parent?.menu, `${entry.path} -> ${entry.parent}`).toBeDefined();
    }
    // Outside the public pages, only redirects and the back-office login float free.
    const orphans = routeCatalog
      .filter((r) => r.area !== 'public' && r.menu === undefined && r.parent === undefined && !r.redirect)
      .map((r) => r.path);
    expect(orphans).toEqual(['/background/login']);
    expect(routeCatalog.filter((r) => r.area === 'public' && r.menu !== undefined)).toEqual([]);
  });

  it('gives every screen a Chinese title', () => {
    for (const entry of routeCatalog) {
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(entry.title, entry.path).toMatch(hasChinese);
    }
    expect(findRouteByName('dataBoard')?.title).toBe('数据看板');
    expect(findRouteByName('chatgpt')?.title).toBe('AI对话服务密钥');
    expect(findRouteByName('meteor')?.title).toBe('流星打字');
  });

  it('assigns audiences per area', () => {
    for (const entry of routeCatalog) {
      expect(entry.audience.length, entry.path).toBeGreaterThan(0);
      switch (entry.area) {
        case 'public':
          expect(entry.audience).toEqual(['anyone']);
          break;
        case 'admin':
          expect(entry.audience).toEqual(entry.path === '/background/login' ? ['anyone'] : ['admin']);
          break;
        case 'school':
        case 'teacher-classroom':
        case 'teacher-exam':
        case 'competition':
          expect(entry.audience, entry.path).toEqual(['staff']);
          break;
        case 'student-exam':
        case 'student-classroom':
          expect(entry.audience, entry.path).toEqual(['student']);
          break;
        case 'typing':
          expect([...entry.audience].sort(), entry.path).toEqual(['staff', 'student']);
          break;
        case 'community':
          expect([...entry.audience].sort(), entry.path).toEqual(['staff', 'student']);
          break;
        case 'oj':
          expect(entry.audience.every((a) => a === 'staff' || a === 'student'), entry.path).toBe(true);
          break;
      }
    }
    const staffOnly = ['addQuestion', 'MyquestionBank', 'MyListOfUestions', 'addMatch', 'addUser', 'addMatchProblem', 'matchAddQuestion', 'MyOj', 'administration', 'addMyGame', 'MyOjProblem'];
    for (const name of staffOnly) expect(findRouteByName(name)?.audience, name).toEqual(['staff']);
    for (const name of ['questionBank', 'questionBank-details', 'SubmitRecords', 'ListOfUestions', 'recordOJ', 'match', 'matchDetails', 'ranking', 'teamStu']) {
      expect([...(findRouteByName(name)?.audience ?? [])].sort(), name).toEqual(['staff', 'student']);
    }
  });

  it('marks the kept-alive pages and the redirects', () => {
    expect(routeCatalog.filter((r) => r.keepAlive).map((r) => r.path)).toEqual([
      '/community/explore',
      '/community/shared',
      '/oj/questionBank',
      '/oj/ListOfUestions',
    ]);
    const redirects = Object.fromEntries(routeCatalog.filter((r) => r.redirect).map((r) => [r.path, r.redirect]));
    expect(redirects).toEqual({
      '/oj/index': '/oj/questionBank',
      '/competition-center': '/competitionCenter/questionBankCenter/platform',
    });
    for (const target of Object.values(redirects)) expect(findRouteByPath(target ?? '')).toBeDefined();
    expect(findRouteByPath('/typing-planet')?.redirect).toBeUndefined();
  });

  it('has a home screen and a title for every area', () => {
    for (const area of areas) {
      const home = findRouteByPath(areaHome[area]);
      expect(home, area).toBeDefined();
      expect(home?.area, area).toBe(area);
      expect(home?.redirect, area).toBeUndefined();
      expect(areaTitle[area], area).toMatch(hasChinese);
    }
  });

  it('finds screens by path', () => {
    const detail = findRouteByPath('/competitionCenter/questionBankCenter/platform/matchDetail/42');
    expect(detail?.path).toBe('/competitionCenter/questionBankCenter/platform/matchDetail/:id');
    expect(detail?.name).toBe('matchDetail');
    expect(findRouteByPath('/competitionCenter/questionBankCenter/platform/matchDetail/42/')?.name).toBe('matchDetail');
    expect(findRouteByPath('/competitionCenter/questionBankCenter/platform/matchDetail')).toBeUndefined();
    expect(findRouteByPath('/competitionCenter/questionBankCenter/platform/matchDetail/42/x')).toBeUndefined();
    expect(findRouteByPath('/competitionCenter/questionBankCenter/platform/')?.name).toBe('competition-platform');
    expect(findRouteByPath('/school-home-page/dataBoard/')?.name).toBe('dataBoard');
    expect(findRouteByPath('/school-home-page/dataBoard?tab=1')?.name).toBe('dataBoard');
    expect(findRouteByPath('/')?.name).toBe('home');
    expect(findRouteByPath('/typing-planet/')?.name).toBe('typing-planet');
    expect(findRouteByPath('/school-home-page/nope')).toBeUndefined();
    expect(findRouteByPath('/School-home-page/dataBoard')).toBeUndefined();
    for (const entry of routeCatalog) {
      const concrete = entry.path.replace(/:[^/]+/g, '7');
      expect(findRouteByPath(concrete), entry.path).toBe(entry);
    }
  });

  it('finds screens by name', () => {
    for (const entry of routeCatalog) expect(findRouteByName(entry.name)).toBe(entry);
    expect(findRouteByName('no-such-screen')).toBeUndefined();
  });
});
