import { mediaUrl } from '@/lib/media';

/** Spec §2: the profile picture; a relative path is prefixed with the backend origin, like every API image. */
export const avatarUrl = mediaUrl;
