import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { feedbackTypes } from '../../../shared/account-safety/feedback-rules';
import { ok } from '../../test/envelope';
import { server } from '../../test/msw-server';
import { submitFeedback } from './submit-feedback';

describe('submitFeedback', () => {
  it('sends problemId for a question and cmId for a course, content trimmed, images joined by semicolons', async () => {
    const sent: Record<string, unknown> = {};
    server.use(
      http.post('*/java-api/ojFeedback/create', async ({ request }) => ok((sent.question = await request.json()))),
      http.post('*/java-api/lessonFeedback/create', async ({ request }) => ok((sent.course = await request.json()))),
    );
    await submitFeedback({ type: feedbackTypes.question, targetId: 9 }, { tagName: '测试数据有误', content: '  样例有误 ', imageUrls: ['/api/files/a.png', '/api/files/b.png'] });
    await submitFeedback({ type: feedbackTypes.course, targetId: 3 }, { tagName: '视频无法播放', content: '卡', imageUrls: [] });
    expect(sent.question).toEqual({ problemId: 9, tagName: '测试数据有误', content: '样例有误', contentImgUrl: '/api/files/a.png;/api/files/b.png' });
    expect(sent.course).toEqual({ cmId: 3, tagName: '视频无法播放', content: '卡', contentImgUrl: '' });
  });
});
