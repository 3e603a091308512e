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

  it('gets a grant, PUTs under video-transcoding/public/{date}/{random}-{name} and reports KB rounded up', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/get/ali/sts')) return envelope({ success: true, code: 'Success', message: '', content: { AccessKeyId: 'local', AccessKeySecret: '', SecurityToken: 'g', Expiration: '', driver: 'local', uploadUrl: '/api/upload/local' } });
      return envelope({ success: true, code: 'Success', message: '', content: { url: '/api/files/x' } });
    });
    const file = new File([new Uint8Array(1025)], 'a.png');
    expect(await uploadFile(file)).toEqual({ name: 'a.png', url: '/api/files/x', length: 2 });
    const put = fetchMock.mock.calls[1];
    expect(decodeURIComponent(String(put[0]))).toMatch(/^\/api\/upload\/local\?key=video-transcoding\/public\/\d{4}-\d{2}-\d{2}\/\d{1,6}-a\.png$/);
    expect((put[1]!.headers as Record<string, string>)['x-upload-grant']).toBe('g');
  });

  it('asks for credentials with the back-office session when told admin', async () => {
    vi.spyOn(sessionStore, 'getAdminToken').mockReturnValue('admin-tok');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input).startsWith('/api/get/ali/sts')) return envelope({ success: true, code: 'Success', message: '', content: { AccessKeyId: 'local', AccessKeySecret: '', SecurityToken: 'g', Expiration: '', driver: 'local', uploadUrl: '/api/upload/local' } });
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
