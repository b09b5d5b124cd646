import type { User } from '../types/domain';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  USER_KEY,
  readAccessToken,
  readStoredUser,
  resolveStorage,
} from './session-storage';

// The readers every app may use. The auth remote writes the session (its session-store
// tests write and read it back through these).

const user: User = {
  id: 'u1',
  email: 'rahim@example.com',
  name: 'rahim',
  user_ref: 'REF-1',
  phoneNumber: null,
  isVerified: true,
};

/** A storage whose every call fails, like a browser with storage blocked. */
const brokenStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
} as unknown as Storage;

beforeEach(() => localStorage.clear());

describe('session keys', () => {
  it('uses the product-prefixed token keys and the plain user key', () => {
    expect(ACCESS_TOKEN_KEY).toBe('circuithaat.access_token');
    expect(REFRESH_TOKEN_KEY).toBe('circuithaat.refresh_token');
    expect(USER_KEY).toBe('user');
  });
});

describe('readAccessToken', () => {
  it('reads the page localStorage by default, null when nothing (or nothing but "") is stored', () => {
    expect(readAccessToken()).toBeNull();
    localStorage.setItem('circuithaat.access_token', '');
    expect(readAccessToken()).toBeNull();
    localStorage.setItem('circuithaat.access_token', 'a1');
    expect(readAccessToken()).toBe('a1');
  });

  it('reads a storage the caller passes in, not the page storage', () => {
    localStorage.setItem('circuithaat.access_token', 'page');
    const own = { getItem: (key: string) => (key === ACCESS_TOKEN_KEY ? 'own' : null) };
    expect(readAccessToken(own as Storage)).toBe('own');
  });
});

describe('readStoredUser', () => {
  it('reads the signed-in user stored as JSON under "user"', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredUser()).toEqual(user);
  });

  it('returns null for a missing user', () => {
    expect(readStoredUser()).toBeNull();
  });

  it.each([
    ['{not json'],
    ['"just a string"'],
    ['[]'],
    ['null'],
    ['{"id":"u1"}'],
    ['{"email":"a@b.co"}'],
  ])('returns null, without throwing, for the unusable value %s', (raw) => {
    localStorage.setItem('user', raw);
    expect(readStoredUser()).toBeNull();
  });

  it('fills in the name from the e-mail for a user stored from an auth response', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 'u2',
        email: 'karim@example.jp',
        user_ref: 'R2',
        phoneNumber: '+8190',
        isVerified: true,
      }),
    );
    expect(readStoredUser()).toEqual({
      id: 'u2',
      email: 'karim@example.jp',
      name: 'karim',
      user_ref: 'R2',
      phoneNumber: '+8190',
      isVerified: true,
    });
  });
});

describe('when storage is unavailable', () => {
  it('reads null, without throwing, from a storage that fails or is missing', () => {
    expect(readAccessToken(brokenStorage)).toBeNull();
    expect(readStoredUser(brokenStorage)).toBeNull();
    expect(readAccessToken(null)).toBeNull();
    expect(readStoredUser(null)).toBeNull();
  });

  it('resolves to no storage when reaching localStorage itself throws', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(resolveStorage()).toBeNull();
      expect(readAccessToken()).toBeNull();
      expect(readStoredUser()).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});
