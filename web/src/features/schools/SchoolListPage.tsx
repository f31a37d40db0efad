import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /escola/listar (Rede de Escolas). A placeholder until the schools screens land. */
export function SchoolListPage() {
  const { t } = useTranslation();
  return <Text>{t('placeholder.soon')}</Text>;
}
