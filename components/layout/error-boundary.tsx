'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SpinnerScreen } from '@/components/layout/spinner-screen';
import { isAuthError } from '@/lib/auth/auth-error';
import { endSession } from '@/lib/auth/session-end';

interface State {
  failed: boolean;
  authError: boolean;
}

/** Spec §2/§8 error screens: the generic one with a refresh button, or the redirect to login. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false, authError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, authError: isAuthError(error) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.state.authError || isAuthError(error)) endSession();
    else console.warn('Render failure', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.authError) return <SpinnerScreen message="Redirecting to login..." />;
    return (
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <h1 className="font-display text-4xl font-semibold text-plum-800">Something went wrong</h1>
        <p className="mt-4 text-ink-soft">
          We&apos;re sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 rounded-full bg-plum-700 px-6 py-3 font-semibold text-white hover:bg-plum-800"
        >
          Refresh Page
        </button>
      </section>
    );
  }
}
