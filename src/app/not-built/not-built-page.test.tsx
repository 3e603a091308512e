import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeCatalog } from '../../../shared/route-catalog';
import { NotBuiltPage } from './not-built-page';

describe('NotBuiltPage', () => {
  it('says plainly that the screen is not built, with its title and path', () => {
    const route = routeCatalog.find((r) => r.path === '/code-classroom/prepare-lessons/subject-data')!;
    const { container } = render(
      <MemoryRouter initialEntries={[route.path]}>
        <NotBuiltPage route={route} />
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-page-status="not-built"]')?.getAttribute('data-route-name')).toBe(route.name);
    expect(screen.getByText('此页面尚未建成，敬请期待。')).toBeTruthy();
    expect(screen.getByText(`页面路径：${route.path}`)).toBeTruthy();
    expect(screen.getByText(route.title)).toBeTruthy();
  });
});
