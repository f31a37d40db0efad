import type { FormEvent, ReactNode } from 'react';
import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          <FormFooter onCancel={onCancel} />
        </Stack>
      </form>
    </Modal>
  );
}
