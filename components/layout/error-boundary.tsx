'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
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
    return <ErrorScreen />;
  }
}
