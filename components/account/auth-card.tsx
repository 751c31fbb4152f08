import type { ReactNode } from 'react';

/** The centred card the sign-in, registration and password pages share. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-linen-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-semibold text-plum-800">{title}</h1>
        {intro && <div className="mt-2 text-sm text-ink-soft">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-ink-soft">{footer}</div>}
    </div>
  );
}
