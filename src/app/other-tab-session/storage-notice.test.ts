import { describe, expect, it } from 'vitest';
import { storageNotice } from './storage-notice';
import { specText } from '../../../tests/fixtures/spec-texts';

describe('storageNotice', () => {
  it('the token changed to another value: 账号变更, OK goes to /login', () => {
    expect(storageNotice({ key: 'token', oldValue: 'a', newValue: 'b' }, '/code-classroom/myClass')).toEqual({
      title: specText.messages.accountChangedTitle,
      content: specText.messages.accountChanged,
      target: '/login',
    });
  });
  it('a sign-in in another tab while this one was signed out also counts as a change', () => {
    expect(storageNotice({ key: 'token', oldValue: null, newValue: 'b' }, '/login')?.title).toBe(specText.messages.accountChangedTitle);
  });
  it('the token removed: 账号登出', () => {
    expect(storageNotice({ key: 'token', oldValue: 'a', newValue: null }, '/')).toEqual({
      title: specText.messages.accountLoggedOutTitle,
      content: specText.messages.accountLoggedOut,
      target: '/login',
    });
  });
  it('the same for adminToken on back-office pages, going to /background/login', () => {
    expect(storageNotice({ key: 'adminToken', oldValue: 'a', newValue: null }, '/background/contract')?.target).toBe('/background/login');
    expect(storageNotice({ key: 'adminToken', oldValue: 'a', newValue: 'c' }, '/background/contract')?.title).toBe(specText.messages.accountChangedTitle);
  });
  it('each tab only watches the session it runs on, and ignores other keys and no-op writes', () => {
    expect(storageNotice({ key: 'adminToken', oldValue: 'a', newValue: null }, '/code-classroom/myClass')).toBeNull();
    expect(storageNotice({ key: 'token', oldValue: 'a', newValue: null }, '/background/contract')).toBeNull();
    expect(storageNotice({ key: 'username', oldValue: 'a', newValue: 'b' }, '/')).toBeNull();
    expect(storageNotice({ key: 'token', oldValue: 'a', newValue: 'a' }, '/')).toBeNull();
    expect(storageNotice({ key: 'token', oldValue: null, newValue: null }, '/')).toBeNull();
  });
});
