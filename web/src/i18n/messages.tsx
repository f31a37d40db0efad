import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isMessageCode,
  pickLanguage,
  translate,
  type Language,
  type MessageCode,
} from '@school/modules/kernel/contracts';

export type MessageParams = Record<string, string | number>;

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return pickLanguage(i18n.language);
}

/**
 * Texts of the kernel catalogue (the messages the server shares) in the current language.
 * A string that is not a known code is shown as it is (a message the server already translated).
 */
export function useMessages(): (code: MessageCode | string, params?: MessageParams) => string {
  const language = useLanguage();
  return useCallback(
    (code, params) => (isMessageCode(code) ? translate(code, language, params) : code),
    [language],
  );
}

/** A catalogue message that follows the language switch (form errors, alerts). */
export function Message({ code, params }: { code: MessageCode | string; params?: MessageParams }) {
  return <>{useMessages()(code, params)}</>;
}
