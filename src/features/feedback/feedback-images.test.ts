import { describe, expect, it } from 'vitest';
import { screenPickedImages } from './feedback-images';
import { specText } from '../../../tests/fixtures/spec-texts';

const file = (name: string, size = 10) => ({ name, size });

describe('picking feedback images', () => {
  it('keeps valid images up to three and drops extras with a warning', () => {
    const r = screenPickedImages(1, [file('a.png'), file('b.jpg'), file('c.jpeg')]);
    expect(r.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(r.warnings).toEqual([specText.feedbackMessages.imageCount]);
  });

  it('refuses wrong types and oversized images with their messages', () => {
    const r = screenPickedImages(0, [file('a.gif'), file('b.png', 3145729), file('c.png', 3145728)]);
    expect(r.accepted.map((f) => f.name)).toEqual(['c.png']);
    expect(r.warnings).toEqual(['只支持JPG和PNG格式的图片', '图片大小不能超过3M']);
  });
});
