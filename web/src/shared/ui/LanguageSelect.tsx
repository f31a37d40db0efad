import { NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, pickLanguage } from '@school/modules/kernel/contracts';
import { setLanguage } from '../../i18n';
import { useLanguage } from '../../i18n/messages';

/**
 * Switches pt / en / es; the choice is kept in localStorage (`idioma`). A native select: it
 * works the same with a keyboard, a screen reader and a phone, and costs the sign-in page no
 * popover code.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const current = useLanguage();
  // On phones the codes (PT, EN, ES) leave the top bar room for the page name.
  const compact = useMediaQuery('(max-width: 36em)');
  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => void setLanguage(pickLanguage(event.currentTarget.value))}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: compact ? language.toUpperCase() : t(`language.${language}`),
      }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size="xs"
      w={compact ? 84 : 130}
    />
  );
}
