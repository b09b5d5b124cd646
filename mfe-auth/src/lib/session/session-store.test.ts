import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  USER_KEY,
  readAccessToken,
  readStoredUser,
  type User,
} from '@shop/shared';
import { clearSession, readRefreshToken, storeTokens, storeUser } from './session-store';

// The session as this remote writes it and every app reads it (@shop/shared's readers).

const user: User = {
  id: 'u1',
  email: 'rahim@example.com',
  name: 'rahim',
  user_ref: 'REF-1',
  phoneNumber: null,
  isVerified: true,
};

/** A storage whose every call fails, like a browser with storage blocked. */
const brokenStorage: Storage = {
  get length(): number {
    throw new Error('blocked');
  },
  key: () => {
    throw new Error('blocked');
  },
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
  clear: () => {
    throw new Error('blocked');
  },
};

beforeEach(() => localStorage.clear());

describe('session keys', () => {
  it('uses the product-prefixed token keys and the plain user key', () => {
    expect(ACCESS_TOKEN_KEY).toBe('circuithaat.access_token');
    expect(REFRESH_TOKEN_KEY).toBe('circuithaat.refresh_token');
    expect(USER_KEY).toBe('user');
  });
});

describe('tokens', () => {
  it('stores both tokens in the page localStorage by default', () => {
    storeTokens({ access_token: 'a1', refresh_token: 'r1' });
    expect(localStorage.getItem('circuithaat.access_token')).toBe('a1');
    expect(localStorage.getItem('circuithaat.refresh_token')).toBe('r1');
    expect(readAccessToken()).toBe('a1');
    expect(readRefreshToken()).toBe('r1');
  });

  it('stores only the tokens that are present and keeps the other one', () => {
    storeTokens({ access_token: 'a1', refresh_token: 'r1' });
    storeTokens({ access_token: 'a2' });
    expect(readAccessToken()).toBe('a2');
    expect(readRefreshToken()).toBe('r1');
    storeTokens({ refresh_token: 'r2', access_token: '' });
    expect(readAccessToken()).toBe('a2');
    expect(readRefreshToken()).toBe('r2');
  });

  it('reads null when nothing is stored', () => {
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
  });

  it('works against a storage the caller passes in, leaving the page storage alone', () => {
    const own = new (class implements Storage {
      private readonly map = new Map<string, string>();
      get length() {
        return this.map.size;
      }
      key = (i: number) => [...this.map.keys()][i] ?? null;
      getItem = (k: string) => this.map.get(k) ?? null;
      setItem = (k: string, v: string) => void this.map.set(k, v);
      removeItem = (k: string) => void this.map.delete(k);
      clear = () => this.map.clear();
    })();
    storeTokens({ access_token: 'a1', refresh_token: 'r1' }, own);
    expect(readAccessToken(own)).toBe('a1');
    expect(readAccessToken()).toBeNull();
    clearSession(own);
    expect(own.length).toBe(0);
  });
});

describe('user', () => {
  it('round-trips the signed-in user as JSON under "user"', () => {
    storeUser(user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(readStoredUser()).toEqual(user);
  });

  // Reading an unusable stored user is the shared reader's (shared/src/auth/session-storage.test.ts).
});

describe('clearSession', () => {
  it('removes both tokens and the user, and nothing else', () => {
    storeTokens({ access_token: 'a1', refresh_token: 'r1' });
    storeUser(user);
    localStorage.setItem('circuithaat.cart', '[]');
    clearSession();
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('circuithaat.cart')).toBe('[]');
  });
});

describe('when storage is unavailable', () => {
  it('never throws with a storage that fails on every call', () => {
    expect(() =>
      storeTokens({ access_token: 'a', refresh_token: 'r' }, brokenStorage),
    ).not.toThrow();
    expect(() => storeUser(user, brokenStorage)).not.toThrow();
    expect(readAccessToken(brokenStorage)).toBeNull();
    expect(readRefreshToken(brokenStorage)).toBeNull();
    expect(readStoredUser(brokenStorage)).toBeNull();
    expect(() => clearSession(brokenStorage)).not.toThrow();
  });

  it('never throws with no storage at all', () => {
    expect(() => storeTokens({ access_token: 'a' }, null)).not.toThrow();
    expect(readAccessToken(null)).toBeNull();
    expect(readStoredUser(null)).toBeNull();
    expect(() => clearSession(null)).not.toThrow();
  });

  it('never throws when reaching localStorage itself throws', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(() => storeTokens({ access_token: 'a' })).not.toThrow();
      expect(readAccessToken()).toBeNull();
      expect(readStoredUser()).toBeNull();
      expect(() => clearSession()).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });
});
