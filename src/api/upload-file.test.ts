import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier, antdNotifier } from './notify';
import { sessionStore } from '../providers/session-store';
import { uploadFile } from './upload-file';
import { specText } from '../../tests/fixtures/spec-texts';

const envelope = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('uploadFile (local driver)', () => {
  const warnings: string[] = [];
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    vi.spyOn(sessionStore, 'getToken').mockReturnValue('tok');
    setNotifier({ warning: (t) => void warnings.push(t), networkError: () => undefined });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setNotifier(antdNotifier);
    warnings.length = 0;
  });

  it('rejects with "please add a file" when there is none', async () => {
    await expect(uploadFile(null)).rejects.toThrow(specText.uploadMessages.noFile);
  });

  it('asks a grant for this file and PUTs it under the key the server chose, reporting KB rounded up', async () => {
    const key = 'video-transcoding/oj-problem/school-1/staff-2/0123456789abcdef0123456789abcdef-a.png';
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/get/ali/sts')) return envelope({ success: true, code: 'Success', message: '', content: { AccessKeyId: 'local', AccessKeySecret: '', SecurityToken: 'g', Expiration: '', driver: 'local', key, maxBytes: 1025, uploadUrl: '/api/upload/local' } });
      return envelope({ success: true, code: 'Success', message: '', content: { url: '/api/files/x' } });
    });
    const file = new File([new Uint8Array(1025)], 'a.png');
    expect(await uploadFile(file, 'oj-problem')).toEqual({ name: 'a.png', url: '/api/files/x', length: 2 });
    const asked = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
    expect([asked.searchParams.get('fileName'), asked.searchParams.get('size'), asked.searchParams.get('folder')]).toEqual(['a.png', '1025', 'oj-problem']);
    const put = fetchMock.mock.calls[1];
    expect(String(put[0])).toBe(`/api/upload/local?key=${encodeURIComponent(key)}`);
    expect((put[1]!.headers as Record<string, string>)['x-upload-grant']).toBe('g');
  });

  it('leaves the folder to the server when none is named', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope({ success: false, code: 'ActionFailure', message: '学校存储空间不足（上限 2 GB），无法上传该文件，请联系平台管理员扩容', content: null }));
    await expect(uploadFile(new File(['x'], 'a.png'))).rejects.toThrow(specText.uploadMessages.tokenFailed);
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://x').searchParams.has('folder')).toBe(false);
    // The server's reason (here the school's quota) is what the person reads.
    expect(warnings).toContain('学校存储空间不足（上限 2 GB），无法上传该文件，请联系平台管理员扩容');
  });

  it('asks for credentials with the back-office session when told admin', async () => {
    vi.spyOn(sessionStore, 'getAdminToken').mockReturnValue('admin-tok');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input).startsWith('/api/get/ali/sts')) return envelope({ success: true, code: 'Success', message: '', content: { AccessKeyId: 'local', AccessKeySecret: '', SecurityToken: 'g', Expiration: '', driver: 'local', key: 'video-transcoding/k-b.png', maxBytes: 1, uploadUrl: '/api/upload/local' } });
      return envelope({ success: true, code: 'Success', message: '', content: { url: '/api/files/y' } });
    });
    expect((await uploadFile(new File(['x'], 'b.png'), undefined, { admin: true })).url).toBe('/api/files/y');
    const headers = new Headers(fetchMock.mock.calls[0][1]!.headers as HeadersInit);
    expect(headers.get('authorization')).toBe('admin-tok');
  });

  it('rejects with "failed to get token" when the credentials call fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope({ success: false, code: 'SysError', message: '凭证服务不可用', content: null }));
    await expect(uploadFile(new File(['x'], 'a.png'))).rejects.toThrow(specText.uploadMessages.tokenFailed);
    expect(warnings).toContain('凭证服务不可用');
  });
});
