import { describe, expect, it } from 'vitest';
import { ossPolicyFor } from './oss-storage';

describe('the OSS policy of one grant', () => {
  it('opens exactly the grant\'s object, creates it only without overwriting, and reads nothing', () => {
    const key = 'video-transcoding/feedback/school-2/student-7/0123456789abcdef0123456789abcdef-a.png';
    expect(ossPolicyFor('edu-bucket', key)).toEqual({
      Version: '1',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['oss:PutObject', 'oss:InitiateMultipartUpload', 'oss:CompleteMultipartUpload'],
          Resource: [`acs:oss:*:*:edu-bucket/${key}`],
          Condition: { StringEquals: { 'oss:x-oss-forbid-overwrite': 'true' } },
        },
        { Effect: 'Allow', Action: ['oss:UploadPart', 'oss:AbortMultipartUpload', 'oss:ListParts'], Resource: [`acs:oss:*:*:edu-bucket/${key}`] },
      ],
    });
    const text = JSON.stringify(ossPolicyFor('edu-bucket', key));
    expect(text).not.toContain('*"');
    expect(text).not.toMatch(/Get|Delete|List(Objects|Buckets)/);
  });
});
