'use client';
import Link from 'next/link';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { Avatar } from '@/components/layout/avatar';
import { UserName } from '@/components/layout/user-name';
import { ADMIN_MENU, SHOPPER_MENU } from '@/components/layout/user-menu-items';
import { useAuth } from '@/context/auth-context';

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-ink data-focus:bg-linen-100 data-focus:text-plum-700';

/** The signed-in user's menu (Headless UI): avatar, name, chevron and the role's entries. */
export function UserMenu({ avatar }: { avatar: string | null }) {
  const { user, isAdmin, logout } = useAuth();
  const entries = isAdmin ? ADMIN_MENU : SHOPPER_MENU;
  return (
    <Menu as="div" className="relative">
      <MenuButton className="group/menu flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-ink hover:bg-linen-100">
        <Avatar src={avatar} size="bar" />
        <UserName user={user} />
        <ChevronDownIcon aria-hidden="true" className="size-4 text-ink-soft" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-48 rounded-lg border border-linen-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        {entries.map((entry) => (
          <MenuItem key={entry.href}>
            <Link href={entry.href} className={itemClass}>
              {entry.label}
            </Link>
          </MenuItem>
        ))}
        <MenuItem>
          <button type="button" onClick={() => void logout()} className={itemClass}>
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
