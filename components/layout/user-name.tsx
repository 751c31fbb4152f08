import { displayName, UPDATE_PROFILE_HINT } from '@/components/layout/user-menu-items';
import type { SessionUser } from '@/lib/types';

/** The first name, or the username with the tooltip asking for a profile update (spec §2). */
export function UserName({ user, className = '' }: { user: SessionUser | null; className?: string }) {
  const { name, isUsername } = displayName(user);
  if (!isUsername) return <span className={className}>{name}</span>;
  return (
    <span className={`group relative ${className}`} title={UPDATE_PROFILE_HINT}>
      {name}
      <span
        role="tooltip"
        className="pointer-events-none invisible absolute top-full left-1/2 z-50 mt-2 w-56 -translate-x-1/2 rounded-md bg-ink px-3 py-2 text-center text-xs font-normal text-linen-50 shadow-lg group-hover:visible group-focus-visible/menu:visible group-data-open/menu:hidden"
      >
        {UPDATE_PROFILE_HINT}
      </span>
    </span>
  );
}
