import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SaveButton } from './SaveButton';

export interface FormFooterProps {
  /** Cancel goes back to a screen (a link)… */
  cancelTo?: string;
  /** …or runs an action. */
  onCancel?: () => void;
  /** "Cancelar" by default. */
  cancelLabel?: ReactNode;
  cancelIcon?: ReactNode;
  cancelDisabled?: boolean;
  /** The save button's label: "Salvar" by default. */
  saveLabel?: ReactNode;
  saving?: boolean;
  saveDisabled?: boolean;
  /** False hides the save button (a profile that may only look). */
  canSave?: boolean;
}

/** A form's last row: cancel, then the (2-second locked) submit button, at the right. */
export function FormFooter({
  cancelTo,
  onCancel,
  cancelLabel,
  cancelIcon,
  cancelDisabled,
  saveLabel,
  saving,
  saveDisabled,
  canSave = true,
}: FormFooterProps) {
  const { t } = useTranslation();
  const label = cancelLabel ?? t('form.cancel');
  return (
    <Group justify="flex-end" gap="sm">
      {cancelTo !== undefined ? (
        <Button component={Link} to={cancelTo} variant="default" leftSection={cancelIcon}>
          {label}
        </Button>
      ) : (
        <Button variant="default" leftSection={cancelIcon} onClick={onCancel} disabled={cancelDisabled}>
          {label}
        </Button>
      )}
      {canSave && (
        <SaveButton loading={saving} disabled={saveDisabled}>
          {saveLabel}
        </SaveButton>
      )}
    </Group>
  );
}
