import { describe, expect, it } from 'vitest';
import { findRouteByName, findRouteByPath } from '../../../../shared/route-catalog';
import { principalTree, studentTree } from '../../../test/fixtures';
import { areaLinksFor, breadcrumbFor, menuRouteOf, menuSectionsFor, pointsMenuGroup } from './menu-model';

describe('menuSectionsFor', () => {
  it('builds the school sider from the school subtree with visible routes only', () => {
    const sections = menuSectionsFor(principalTree, 'school', { pointAuth: true });
    expect(sections[0]).toMatchObject({ key: 'school-data', title: '数据中心' });
    const names = sections.flatMap((s) => s.links.map((l) => l.name));
    expect(names).toContain('dataBoard');
    expect(names).not.toContain('student-detail'); // hidden screen
    expect(names).toContain('orderManagement');
  });

  it('hides the star-coin group when the school has no points authorization', () => {
    const sections = menuSectionsFor(principalTree, 'school', { pointAuth: false });
    expect(sections.map((s) => s.key)).not.toContain(pointsMenuGroup);
  });

  it('an area missing from the tree has no menu', () => {
    expect(menuSectionsFor(studentTree, 'school')).toEqual([]);
  });
});

describe('menuRouteOf', () => {
  it('a menu screen highlights itself, a hidden one its parent', () => {
    expect(menuRouteOf(findRouteByName('dataBoard'))?.name).toBe('dataBoard');
    expect(menuRouteOf(findRouteByName('student-detail'))?.name).toBe('students-management');
    expect(menuRouteOf(findRouteByPath('/competitionCenter/questionBankCenter/platform/matchDetail/7'))?.name).toBe('competition-platform');
  });
});

describe('breadcrumbFor', () => {
  it('area › group › parent › screen', () => {
    const crumbs = breadcrumbFor(findRouteByName('student-detail')!);
    expect(crumbs.map((c) => c.title)).toEqual(['校区管理', '学员管理', expect.any(String), '学员详情']);
    expect(crumbs[0].path).toBe('/school-home-page/dataBoard');
    expect(crumbs[2].path).toBe(findRouteByName('students-management')!.path);
    expect(crumbs[3].path).toBeUndefined();
  });

  it('no group crumb that only repeats its area', () => {
    expect(breadcrumbFor(findRouteByName('explore')!).map((c) => c.title)).toEqual(['社区', '发现']);
  });
});

describe('areaLinksFor', () => {
  it('one link per granted area, to its home', () => {
    expect(areaLinksFor(studentTree)).toEqual([
      { area: 'student-classroom', title: '学生课堂', path: '/code-classroom-stu/classroom-index-stu' },
      { area: 'student-exam', title: '学生考试', path: '/exam-stu/examstu-index' },
      { area: 'oj', title: '在线评测', path: '/oj/questionBank' },
      { area: 'typing', title: '打字星球', path: '/typing-planet' },
      { area: 'community', title: '社区', path: '/community/home' },
    ]);
  });
});
