import { useEffect } from 'react';
import { showToast } from '~/components/ui/toaster';

/**
 * A refused Job Info / Client Info save (a job number already used, a chosen
 * record gone): the failure toast (docs/product.md § Error messages) with JavaScript (once per answer),
 * and the same words in the dialog, so a page without JavaScript says it too.
 */
export function EditFailure({ failure, answer }: { failure: string | undefined; answer: unknown }) {
  useEffect(() => {
    if (failure) showToast({ title: 'Error', description: failure, variant: 'destructive' });
  }, [failure, answer]);
  if (!failure) return null;
  return (
    <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="edit-failure">
      {failure}
    </p>
  );
}
