'use client';

import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { isRole, type Role } from '@/lib/roles';
import type { userInfo } from '@/lib/schemas/answers/accounts';

// Who is signed in, as the spec keeps it: local storage under `userInfo`, restored at
// start. The session secret is NOT here: it lives in the httpOnly `agency_session`
// cookie that the browser sends by itself. This copy only drives the UI (names,
// convenience redirects); the API decides what is allowed.

export const USER_INFO_KEY = 'userInfo';
/** Other keys this app may keep about the signed-in person; removed on logout. */
const USER_DATA_PREFIX = 'admin:';

/**
 * The user info the API answers (sign-in, /api/users/me), as stored: an id kept by an
 * older version may be a number, and one stored before roles existed has no role (read
 * as admin when isAdmin).
 */
export type UserInfo = Omit<z.infer<typeof userInfo>, '_id' | 'role'> & {
  _id: string | number;
  role?: Role;
};

const listeners = new Set<() => void>();
let generation = 0;

/** Changes whenever the stored user is cleared: lets late answers see they are stale. */
export const userInfoGeneration = () => generation;
let cache: { raw: string | null; value: UserInfo | null } = { raw: null, value: null };

function parse(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const record = data as Record<string, unknown>;
    if (typeof record.email !== 'string' || typeof record.isAdmin !== 'boolean') return null;
    const id = record._id;
    return {
      _id: typeof id === 'string' || typeof id === 'number' ? id : '',
      name: typeof record.name === 'string' ? record.name : '',
      email: record.email,
      isAdmin: record.isAdmin,
      ...(isRole(record.role) ? { role: record.role } : {}),
    };
  } catch {
    return null;
  }
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(USER_INFO_KEY);
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

export function getUserInfo(): UserInfo | null {
  const raw = readStorage();
  if (raw !== cache.raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

function emit() {
  for (const listener of listeners) listener();
}

/** Stores the signed-in user's public details; a `token` field, if any, is dropped. */
export function saveUserInfo(user: UserInfo & { token?: unknown }) {
  const info: UserInfo = {
    _id: user._id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    ...(isRole(user.role) ? { role: user.role } : {}),
  };
  try {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
  } catch {
    // Without storage the session cookie still works; the UI re-checks with /api/users/me.
  }
  emit();
}

/** Removes userInfo and every other piece of stored user data. */
export function clearUserInfo() {
  generation += 1;
  try {
    const storage = window.localStorage;
    storage.removeItem(USER_INFO_KEY);
    for (const key of Object.keys(storage)) {
      if (key.startsWith(USER_DATA_PREFIX)) storage.removeItem(key);
    }
    window.sessionStorage.clear();
  } catch {
    // nothing stored
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_INFO_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The stored user info: `undefined` while not yet known (server render and hydration),
 * `null` when signed out.
 */
export function useUserInfo(): UserInfo | null | undefined {
  return useSyncExternalStore<UserInfo | null | undefined>(subscribe, getUserInfo, () => undefined);
}

/** The staff role of stored user info; one saved before roles existed reads isAdmin. */
export function staffRoleOf(user: UserInfo | null | undefined): Role | undefined {
  if (!user) return undefined;
  return user.role ?? (user.isAdmin ? 'admin' : undefined);
}
