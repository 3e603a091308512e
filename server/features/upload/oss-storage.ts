import OSS from 'ali-oss';
import type { StorageDriver } from './storage-driver';

export interface OssConfig {
  region: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
  roleArn: string;
}

/** Upload rights only, and only under the platform's folder. */
const policyFor = (bucket: string) => ({
  Version: '1',
  Statement: [{ Effect: 'Allow', Action: ['oss:PutObject', 'oss:InitiateMultipartUpload', 'oss:UploadPart', 'oss:CompleteMultipartUpload', 'oss:AbortMultipartUpload'], Resource: [`acs:oss:*:*:${bucket}/video-transcoding/*`] }],
});

/** Alibaba Cloud OSS: the STS call assumes a RAM role and hands the browser its temporary credentials. */
export function ossStorageDriver(config: OssConfig): StorageDriver {
  const sts = new OSS.STS({ accessKeyId: config.accessKeyId, accessKeySecret: config.accessKeySecret });
  return {
    name: 'oss',
    async issueCredentials(subject) {
      const result = await sts.assumeRole(config.roleArn, policyFor(config.bucket), 900, subject.replace(/[^\w.@-]/g, '-').slice(0, 32));
      const c = result.credentials;
      return {
        AccessKeyId: c.AccessKeyId,
        AccessKeySecret: c.AccessKeySecret,
        SecurityToken: c.SecurityToken,
        Expiration: c.Expiration,
        driver: 'oss',
        region: config.region,
        bucket: config.bucket,
      };
    },
  };
}
