/**
 * Above Save in the Job Info and Client Info dialogs, while versions keep the
 * terms they were sent with: says which keep what, and that the change reaches
 * draft and new versions only (the server's words, so it shows without JavaScript too).
 */
export function KeptTermsNote({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p role="note" data-testid="kept-terms-note" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {text}
    </p>
  );
}
