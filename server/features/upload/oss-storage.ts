import OSS from 'ali-oss';
import type { StorageDriver } from './storage-driver';

export interface OssConfig {
  region: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
  roleArn: string;
}

/** The shortest session STS grants (seconds): the credentials cannot be withdrawn once handed out. */
const stsSeconds = 900;

/**
 * The policy of one grant's temporary credentials: writing that one object and nothing else.
 * Creating the object (simple upload, or starting and completing a multipart upload) is allowed
 * only with x-oss-forbid-overwrite: true, so an object that exists keeps its bytes; the parts in
 * between create nothing by themselves. Exported to be checked as a document.
 */
export function ossPolicyFor(bucket: string, key: string) {
  const object = `acs:oss:*:*:${bucket}/${key}`;
  return {
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['oss:PutObject', 'oss:InitiateMultipartUpload', 'oss:CompleteMultipartUpload'],
        Resource: [object],
        Condition: { StringEquals: { 'oss:x-oss-forbid-overwrite': 'true' } },
      },
      { Effect: 'Allow', Action: ['oss:UploadPart', 'oss:AbortMultipartUpload', 'oss:ListParts'], Resource: [object] },
    ],
  };
}

/** Alibaba Cloud OSS: the STS call assumes a RAM role narrowed to the grant's one key. */
export function ossStorageDriver(config: OssConfig): StorageDriver {
  const sts = new OSS.STS({ accessKeyId: config.accessKeyId, accessKeySecret: config.accessKeySecret });
  const bucket = new OSS({ region: config.region, bucket: config.bucket, accessKeyId: config.accessKeyId, accessKeySecret: config.accessKeySecret, secure: true });
  return {
    name: 'oss',
    direct: true,
    async removeObject(key) {
      await bucket.delete(key);
    },
    readUrl(key, seconds) {
      return bucket.signatureUrl(key, { expires: seconds });
    },
    async issueCredentials(grant, subject) {
      const result = await sts.assumeRole(config.roleArn, ossPolicyFor(config.bucket, grant.key), stsSeconds, subject.replace(/[^\w.@-]/g, '-').slice(0, 32));
      const c = result.credentials;
      return {
        AccessKeyId: c.AccessKeyId,
        AccessKeySecret: c.AccessKeySecret,
        SecurityToken: c.SecurityToken,
        Expiration: c.Expiration,
        driver: 'oss',
        key: grant.key,
        maxBytes: grant.maxBytes,
        region: config.region,
        bucket: config.bucket,
      };
    },
  };
}
