/** What the STS call answers (section 3 "Temporary cloud-storage credentials", plus how to use them). */
export interface UploadCredentials {
  AccessKeyId: string;
  AccessKeySecret: string;
  SecurityToken: string;
  Expiration: string;
  driver: 'local' | 'oss';
  region?: string;
  bucket?: string;
  uploadUrl?: string;
}

/** Object storage behind one interface: the local disk (embedded default) or Alibaba Cloud OSS. */
export interface StorageDriver {
  readonly name: 'local' | 'oss';
  issueCredentials(subject: string): Promise<UploadCredentials>;
}
