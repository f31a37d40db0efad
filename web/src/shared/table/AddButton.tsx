import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface AddButtonProps {
  /** A link to the new record's form… */
  to?: string;
  /** …or an action (a dialog). */
  onClick?: () => void;
  children: ReactNode;
}

/** A list's "add" button, with the plus icon: what a table's toolbar offers to create a record. */
export function AddButton({ to, onClick, children }: AddButtonProps) {
  const icon = <IconPlus size={16} aria-hidden />;
  return to !== undefined ? (
    <Button component={Link} to={to} leftSection={icon}>
      {children}
    </Button>
  ) : (
    <Button leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
