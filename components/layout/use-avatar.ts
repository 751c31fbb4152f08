'use client';
import { useEffect, useState } from 'react';
import { useAuth } from '@/context/auth-context';
import { api } from '@/lib/api/client';
import { avatarUrl } from '@/lib/avatar';
import type { Profile } from '@/lib/types';

/** Spec §7: the avatar reads GET /api/profile/ when signed in; a failed call clears it. */
export function useAvatar(): string | null {
  const { isAuthenticated, user } = useAuth();
  const [picture, setPicture] = useState<string | null>(null);
  const storedPicture = user?.profile_picture ?? null;

  useEffect(() => {
    if (!isAuthenticated) return;
    let current = true;
    api
      .get<Profile>('/api/profile/')
      .then(({ data }) => current && setPicture(avatarUrl(data.profile_picture)))
      .catch(() => current && setPicture(null));
    return () => {
      current = false;
    };
  }, [isAuthenticated, storedPicture]);

  return isAuthenticated ? picture : null;
}
