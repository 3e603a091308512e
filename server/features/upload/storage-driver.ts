import type { IssuedGrant } from './upload-grant';

/** What the STS call answers (section 3 "Temporary cloud-storage credentials", plus how to use them). */
export interface UploadCredentials {
  AccessKeyId: string;
  AccessKeySecret: string;
  SecurityToken: string;
  Expiration: string;
  driver: 'local' | 'oss';
  /** The one object key these credentials may write, chosen by the server. */
  key: string;
  /** The most bytes the upload may carry. */
  maxBytes: number;
  region?: string;
  bucket?: string;
  uploadUrl?: string;
}

/** Object storage behind one interface: the local disk (embedded default) or Alibaba Cloud OSS. */
export interface StorageDriver {
  readonly name: 'local' | 'oss';
  /**
   * True when the bytes never pass through this server (OSS): the quota then counts the size the
   * grant allows when it is issued, since the upload itself is never seen.
   */
  readonly direct: boolean;
  issueCredentials(grant: IssuedGrant, subject: string): Promise<UploadCredentials>;
  /** Deletes a stored object (a library file the school deleted); a missing object is no error. */
  removeObject(key: string): Promise<void>;
  /**
   * A short-lived address to read one object, for pages that must not hand out a lasting one
   * (share links): OSS signs one; null for the local driver, whose caller streams the file itself.
   */
  readUrl(key: string, seconds: number): string | null;
}
