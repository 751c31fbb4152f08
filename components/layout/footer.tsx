import { SHOP_NAME } from '@/lib/config';

export function Footer() {
  return (
    <footer className="border-t border-linen-200 bg-plum-900 text-linen-100">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
        <p>Handcrafted style, timeless fashion. We design unique fabric-based jewelry.</p>
        <p className="mt-4">
          © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
