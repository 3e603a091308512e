import { describe, expect, it } from 'vitest';
import { insertAtCursor, markdownImage } from './markdown-image';

describe('statement images', () => {
  it('writes Markdown image syntax, escaping what would break the link', () => {
    expect(markdownImage('tree.png', '/api/files/video-transcoding/public/2026-11-25/12-tree.png')).toBe('![tree](/api/files/video-transcoding/public/2026-11-25/12-tree.png)');
    expect(markdownImage('图 [1].jpg', '/f/a (1).jpg')).toBe('![图 \\[1\\]](/f/a%20%281%29.jpg)');
  });

  it('inserts at the cursor on a line of its own, or at the end', () => {
    expect(insertAtCursor('abc def', 3, 3, '![x](u)')).toEqual({ text: 'abc\n![x](u)\n def', cursor: 11 });
    expect(insertAtCursor('line\n', 5, 5, '![x](u)')).toEqual({ text: 'line\n![x](u)', cursor: 12 });
    expect(insertAtCursor('', 0, 0, '![x](u)')).toEqual({ text: '![x](u)', cursor: 7 });
    expect(insertAtCursor('keep OLD end', 5, 8, '![x](u)')).toEqual({ text: 'keep \n![x](u)\n end', cursor: 13 });
  });
});
