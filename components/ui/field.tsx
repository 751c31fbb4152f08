'use client';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

import { controlClasses } from '@/components/ui/control-classes';

export { controlClasses };

interface FrameProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, any control, a hint and the error the server or the form gave for it. */
export function FieldFrame({ label, error, hint, className = '', children }: FrameProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-terracotta-700">
          {error}
        </p>
      )}
    </div>
  );
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The input's ref, e.g. react-hook-form's register(); React 19 passes it as a prop. */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string;
  hint?: string;
}

/** A text-like input with its label and error. */
export function Field({ label, error, hint, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input className={controlClasses} {...input} {...control} />}
    </FieldFrame>
  );
}
