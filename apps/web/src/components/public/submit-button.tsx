import type { ReactNode } from 'react';

/**
 * The form's primary button. While the call runs it shows a spinner and ignores clicks, but
 * stays focusable and keeps its text as its accessible name ("Entrar", not "loading Entrar").
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="pub-button pub-button-primary pub-button-block"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy && <span className="pub-spinner" aria-hidden />}
      <span>{children}</span>
    </button>
  );
}
