import { useCallback, useEffect, useRef } from 'react';

const CLICKS = 3;

/**
 * The spec's hidden shortcut: clicking the header 3 times arms it, then ctrl+Z (cmd+Z on a
 * Mac) fires it. Answers the header's click handler.
 */
export function useSecretShortcut(onTrigger: () => void): () => void {
  const clicks = useRef(0);
  const trigger = useRef(onTrigger);
  useEffect(() => {
    trigger.current = onTrigger;
  }, [onTrigger]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (clicks.current < CLICKS) return;
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      event.preventDefault();
      clicks.current = 0;
      trigger.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return useCallback(() => {
    clicks.current += 1;
  }, []);
}
