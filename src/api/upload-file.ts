import { notification } from 'antd';
import { lengthInKb, uploadMessages, uploadObjectKey } from '../../shared/account-safety/upload-rules';
import type { StsCredentials } from './generated/api.schemas';
import { getSts } from './generated/account-safety';
import { content, withFlags } from './request';
import { notify } from './notify';

/** Section 3 "Uploaded file result". */
export interface UploadedFile {
  name: string;
  url: string;
  /** KB, rounded up. */
  length: number;
}

/** The cloud segment of /api/get/{cloud}/sts; the server answers for whichever driver it is configured with. */
const cloud = 'ali';

async function credentials(admin: boolean): Promise<StsCredentials> {
  try {
    return await content(getSts(cloud, undefined, withFlags({ silent: true, admin })));
  } catch (error) {
    notify.warning(error instanceof Error ? error.message : String(error));
    throw new Error(uploadMessages.tokenFailed);
  }
}

async function putLocal(sts: StsCredentials, key: string, file: File): Promise<string> {
  const res = await fetch(`${sts.uploadUrl}?key=${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': 'application/octet-stream', 'x-upload-grant': sts.SecurityToken },
  });
  const body = (await res.json()) as { success: boolean; content?: { url: string } };
  if (!body.success || !body.content) throw new Error('local upload refused');
  return body.content.url;
}

async function putOss(sts: StsCredentials, key: string, file: File): Promise<string> {
  const { default: OSS } = await import('ali-oss');
  const client = new OSS({ region: sts.region, bucket: sts.bucket, accessKeyId: sts.AccessKeyId, accessKeySecret: sts.AccessKeySecret, stsToken: sts.SecurityToken, secure: true });
  await client.multipartUpload(key, file, {});
  return `https://${sts.bucket}.${sts.region}.aliyuncs.com/${key}`;
}

/**
 * Uploads one file straight to object storage under video-transcoding/{folder}/{random}-{filename}
 * (section 7), with the errors of section 8. `admin`: the back office asks for credentials with its own session.
 */
export async function uploadFile(file: File | null | undefined, folder?: string, { admin = false }: { admin?: boolean } = {}): Promise<UploadedFile> {
  if (!file) throw new Error(uploadMessages.noFile);
  const sts = await credentials(admin);
  const key = uploadObjectKey(file.name, folder);
  try {
    const url = sts.driver === 'oss' ? await putOss(sts, key, file) : await putLocal(sts, key, file);
    return { name: file.name, url, length: lengthInKb(file.size) };
  } catch (error) {
    notification.warning({ message: uploadMessages.failedTitle, description: uploadMessages.failed(file.name), key: `upload:${file.name}` });
    throw error;
  }
}
