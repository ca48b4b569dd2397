import { useCallback, useRef, useState } from 'react';

/**
 * Which of a screen's dialogs is open, for dialogs rendered only while open. Closing one unmounts it at once, before
 * Mantine's Modal could give the focus back, which then fell to the page's start: here the element that opened the
 * dialog gets it back (WCAG 2.4.3), unless it is gone (the dialog led to another screen).
 */
export function useDialog<T extends string>(): readonly [T | null, (dialog: T) => void, () => void] {
  const [open, setOpen] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((dialog: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(dialog);
  }, []);
  const closeDialog = useCallback(() => {
    setOpen(null);
    const element = opener.current;
    opener.current = null;
    // Once the dialog and its focus trap are gone.
    requestAnimationFrame(() => {
      if (element?.isConnected) element.focus();
    });
  }, []);
  return [open, openDialog, closeDialog] as const;
}
