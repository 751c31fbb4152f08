/** A centred spinner with a status line, for the session check and the login redirect. */
export function SpinnerScreen({ message }: { message: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-ink-soft">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-linen-300 border-t-plum-600"
      />
      <p>{message}</p>
    </div>
  );
}
