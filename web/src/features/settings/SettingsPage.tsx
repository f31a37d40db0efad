import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /configuracao (Configurações). A placeholder until the settings screen lands. */
export function SettingsPage() {
  const { t } = useTranslation();
  return <Text>{t('placeholder.soon')}</Text>;
}
