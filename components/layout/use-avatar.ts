'use client';
import { useEffect, useState } from 'react';
import { useAuth } from '@/context/auth-context';
import { avatarUrl } from '@/lib/avatar';

/** Spec §7: the avatar reads GET /api/profile/ when signed in; a failed call clears it. */
export function useAvatar(): string | null {
  const { isAuthenticated, user } = useAuth();
  const [picture, setPicture] = useState<string | null>(null);
  const storedPicture = user?.profile_picture ?? null;

  useEffect(() => {
    if (!isAuthenticated) return;
    let current = true;
    // The API client (axios) is loaded for signed-in users only, so the catalog's first load goes without it.
    import('@/lib/api/account')
      .then(({ getProfile }) => getProfile())
      .then((profile) => current && setPicture(avatarUrl(profile.profile_picture)))
      .catch(() => current && setPicture(null));
    return () => {
      current = false;
    };
  }, [isAuthenticated, storedPicture]);

  return isAuthenticated ? picture : null;
}
