/** A form-level error (detail / non_field_errors), announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-terracotta-400 bg-terracotta-400/10 px-3 py-2 text-sm text-terracotta-700"
    >
      {message}
    </p>
  );
}
