import type { FormEvent, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { Dialog } from '../ui';
import { FormFooter } from './FormFooter';

export interface FormDialogProps {
  opened: boolean;
  title: ReactNode;
  /** Cancel, Escape, the close button and a click outside: the dialog may ask before it closes. */
  onCancel: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
}

/** A centred dialog holding one form: its fields, then cancel and the (locked) save at the right. */
export function FormDialog({ opened, title, onCancel, onSubmit, children }: FormDialogProps) {
  return (
    <Dialog opened={opened} onClose={onCancel} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          <FormFooter onCancel={onCancel} />
        </Stack>
      </form>
    </Dialog>
  );
}
