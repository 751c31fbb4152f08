import { avatarUrl } from '@/lib/avatar';
import { API_URL } from '@/lib/config';
import { clearAllStorage, clearSessionStorage, getStoredUser, STORAGE_KEYS, storeSession } from '@/lib/storage';

describe('browser storage (§3, §9)', () => {
  it('§9 the storage keys are access_token, refresh_token, role, user, user_profile, cart', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'access_token',
      'refresh_token',
      'role',
      'user',
      'user_profile',
      'cart',
    ]);
  });
  it('§3 the session is stored with the user under both user and user_profile', () => {
    storeSession('acc', 'ref', 'customer', { id: 1, username: 'ann' });
    expect(localStorage.getItem('access_token')).toBe('acc');
    expect(localStorage.getItem('refresh_token')).toBe('ref');
    expect(localStorage.getItem('role')).toBe('customer');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ id: 1, username: 'ann' });
    expect(JSON.parse(localStorage.getItem('user_profile')!)).toEqual({ id: 1, username: 'ann' });
  });
  it('§3 the stored user is read from user, or from user_profile when user is absent', () => {
    localStorage.setItem('user_profile', JSON.stringify({ id: 2, username: 'bea' }));
    expect(getStoredUser()).toEqual({ id: 2, username: 'bea' });
    localStorage.setItem('user', JSON.stringify({ id: 3, username: 'cal' }));
    expect(getStoredUser()).toEqual({ id: 3, username: 'cal' });
  });
  it('§3 logout and refresh failure clear access_token, refresh_token, user_profile and cart', () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, 'x');
    clearSessionStorage();
    expect(Object.keys(localStorage).sort()).toEqual(['role', 'user']);
  });
  it('§3 the login-side logout clears all browser storage', () => {
    localStorage.setItem('other', '1');
    localStorage.setItem('access_token', 'x');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
  });
});

describe('avatar (§2)', () => {
  it('§2 a relative profile picture path is prefixed with the backend origin', () => {
    expect(avatarUrl('/media/avatars/a.webp')).toBe(`${API_URL}/media/avatars/a.webp`);
    expect(avatarUrl('media/a.png')).toBe(`${API_URL}/media/a.png`);
  });
  it('§2 a full URL is used as it is, and no picture gives none', () => {
    expect(avatarUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(avatarUrl(null)).toBeNull();
  });
});
