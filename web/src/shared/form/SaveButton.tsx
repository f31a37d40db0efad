import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTimedLock } from './useTimedLock';

/** The spec's save lock: a save button ignores clicks for 2 seconds after one. */
export const SAVE_LOCK_MS = 2_000;

export interface SaveButtonProps
  extends ButtonProps, Omit<React.ComponentPropsWithoutRef<'button'>, keyof ButtonProps> {
  lockMs?: number;
}

/**
 * A submit button ("Salvar" unless told otherwise) locked for 2 seconds after a click. While
 * locked it stays focusable (aria-disabled, not disabled) and a click or Enter does nothing.
 */
export function SaveButton({ lockMs = SAVE_LOCK_MS, onClick, children, type, ...props }: SaveButtonProps) {
  const { t } = useTranslation();
  const [locked, lock] = useTimedLock(lockMs);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (locked) {
      event.preventDefault();
      return;
    }
    lock();
    onClick?.(event);
  };
  return (
    <Button
      type={type ?? 'submit'}
      {...props}
      data-disabled={locked || undefined}
      aria-disabled={locked || props.disabled || undefined}
      onClick={handleClick}
    >
      {children ?? t('form.save')}
    </Button>
  );
}
