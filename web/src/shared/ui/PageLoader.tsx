import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's chunk loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status">
      <Loader />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
