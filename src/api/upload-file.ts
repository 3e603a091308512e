import { notification } from 'antd';
import { lengthInKb, uploadMessages } from '../../shared/account-safety/upload-rules';
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

/** The contract's bound on the name; the server shortens it further, keeping its end (the type). */
const longestName = 255;

/** A grant for this one file: the server answers the key to write and how many bytes it lets through. */
async function credentials(file: File, folder: string | undefined, admin: boolean): Promise<StsCredentials> {
  try {
    return await content(getSts(cloud, { fileName: file.name.slice(-longestName), size: file.size, folder }, withFlags({ silent: true, admin })));
  } catch (error) {
    notify.warning(error instanceof Error ? error.message : String(error));
    throw new Error(uploadMessages.tokenFailed);
  }
}

async function putLocal(sts: StsCredentials, file: File): Promise<string> {
  const res = await fetch(`${sts.uploadUrl}?key=${encodeURIComponent(sts.key)}`, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': 'application/octet-stream', 'x-upload-grant': sts.SecurityToken },
  });
  const body = (await res.json()) as { success: boolean; content?: { url: string } };
  if (!body.success || !body.content) throw new Error('local upload refused');
  return body.content.url;
}

async function putOss(sts: StsCredentials, file: File): Promise<string> {
  const { default: OSS } = await import('ali-oss');
  const client = new OSS({ region: sts.region, bucket: sts.bucket, accessKeyId: sts.AccessKeyId, accessKeySecret: sts.AccessKeySecret, stsToken: sts.SecurityToken, secure: true });
  // The credentials' policy creates the object only with this header: an existing object is never replaced.
  await client.multipartUpload(sts.key, file, { headers: { 'x-oss-forbid-overwrite': 'true' } });
  return `https://${sts.bucket}.${sts.region}.aliyuncs.com/${sts.key}`;
}

/**
 * Uploads one file straight to object storage, under the key the server chose for it in `folder`
 * (section 7; public/{date} when none), with the errors of section 8. `admin`: the back office asks
 * for credentials with its own session.
 */
export async function uploadFile(file: File | null | undefined, folder?: string, { admin = false }: { admin?: boolean } = {}): Promise<UploadedFile> {
  if (!file) throw new Error(uploadMessages.noFile);
  const sts = await credentials(file, folder, admin);
  try {
    const url = sts.driver === 'oss' ? await putOss(sts, file) : await putLocal(sts, file);
    return { name: file.name, url, length: lengthInKb(file.size) };
  } catch (error) {
    notification.warning({ message: uploadMessages.failedTitle, description: uploadMessages.failed(file.name), key: `upload:${file.name}` });
    throw error;
  }
}
