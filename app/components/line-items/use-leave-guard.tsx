import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { DiscardQuestion, formSnapshot } from '~/components/ui/discard-guard';

export const DISCARD_ITEM = {
  title: 'Discard this item?',
  message: 'It is configured but not added to the job yet. Leaving now loses what you chose.',
} as const;

/**
 * With JavaScript, leaving a configured, unsaved Add panel (Escape, ×, the
 * browser's Back, any link) first asks 'Keep editing' / 'Discard' (React
 * Router's useBlocker). The configuration counts as changed when its form's
 * values differ from those it opened with; saving it (a submit inside
 * `containerRef`) never asks. Without JavaScript nothing changes.
 * `resetKey` starts a new comparison (another item, a new answer).
 */
export function useLeaveGuard(
  active: boolean,
  resetKey: string,
): { containerRef: React.RefObject<HTMLDivElement | null>; onSubmitCapture: () => void; onInputCapture: () => void; question: ReactNode } {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const opened = useRef<string | null>(null);
  const submitting = useRef(false);
  useEffect(() => {
    submitting.current = false;
    opened.current = active ? formSnapshot(formOf(containerRef)) : null;
  }, [active, resetKey]);
  return {
    containerRef,
    onSubmitCapture: () => {
      submitting.current = true;
    },
    // The question's dialog code loads once there is something to ask about: the first change typed or chosen.
    onInputCapture: DiscardQuestion.preload,
    question: <LeaveQuestion active={active} opened={opened} submitting={submitting} containerRef={containerRef} />,
  };
}

const formOf = (containerRef: React.RefObject<HTMLDivElement | null>) =>
  containerRef.current?.querySelector<HTMLFormElement>('form[data-testid="item-config"]') ?? null;

/**
 * The blocker and its question, in a component of their own: React Router's useBlocker sets its own state once
 * mounted, which re-renders only this, not the whole panel, while the page hydrates.
 */
function LeaveQuestion({
  active,
  opened,
  submitting,
  containerRef,
}: {
  active: boolean;
  opened: React.RefObject<string | null>;
  submitting: React.RefObject<boolean>;
  containerRef: React.RefObject<HTMLDivElement | null>;
}) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!active || submitting.current || opened.current === null) return false;
    const leaving = currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return leaving && formSnapshot(formOf(containerRef)) !== opened.current;
  });
  return blocker.state === 'blocked' ? (
    <DiscardQuestion title={DISCARD_ITEM.title} message={DISCARD_ITEM.message} onKeep={() => blocker.reset()} onDiscard={() => blocker.proceed()} />
  ) : null;
}
