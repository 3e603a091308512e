import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseViewer, fileNameOf } from './course-viewer';

const sections = [
  { key: 1, title: '认识舞台', meta: '时长 45 分钟', html: '<p>舞台<b>介绍</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
  { key: 2, title: '角色移动', files: [{ name: '讲义.pdf', url: '/uploads/a.pdf' }], links: [{ label: 'OJ 题目 1001', href: '/oj/questionBank/details?id=1001' }] },
];

describe('CourseViewer', () => {
  it('shows the first step, sanitized, and walks the steps in order', () => {
    const { container } = render(<CourseViewer title="Scratch 入门" tags={['图形化']} sections={sections} />);
    expect(screen.getByText('共 2 节')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '认识舞台' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('介绍').tagName).toBe('B');

    fireEvent.click(screen.getByRole('button', { name: /下一节/ }));
    expect(screen.getByRole('heading', { name: '角色移动' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /讲义\.pdf/ }).getAttribute('href')).toBe('/uploads/a.pdf');
    expect(screen.getByRole('button', { name: /下一节/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('认识舞台'));
    expect(screen.getByRole('heading', { name: '认识舞台' })).toBeTruthy();
  });

  it('shows a single step without the step list, and says so when there is nothing', () => {
    render(<CourseViewer title="秋季教研" sections={[{ key: 'c', title: '活动内容', text: '第一项\n第二项' }]} />);
    expect(screen.queryByRole('button', { name: /下一节/ })).toBeNull();
    expect(screen.getByText(/第一项/)).toBeTruthy();
    render(<CourseViewer title="空课程" sections={[]} emptyText="这门课程还没有课节" />);
    expect(screen.getByText('这门课程还没有课节')).toBeTruthy();
  });

  it('names an attachment by its original file name', () => {
    expect(fileNameOf('/api/files/a414a6215b537f5191138ad3a2ad292a-lesson2.pdf')).toBe('lesson2.pdf');
    expect(fileNameOf('https://cdn.example.com/f/%E8%AE%B2%E4%B9%89.pdf?x=1')).toBe('讲义.pdf');
  });
});
