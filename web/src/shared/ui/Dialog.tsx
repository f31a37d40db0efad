import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The app's dialog: centred, its close button named ("Fechar") in the current language. */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal centered closeButtonProps={{ 'aria-label': t('app.close') }} {...props} />;
}
