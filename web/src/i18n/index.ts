import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage, type Language } from '@school/modules/kernel/contracts';
import { en } from './en';
import { es } from './es';
import { pt, type Translation } from './pt';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** Where the chosen language is kept (the spec's key). */
export const LANGUAGE_KEY = 'idioma';

const HTML_LANG: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

function storedLanguage(): Language {
  try {
    return pickLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return 'pt';
  }
}

/** The one i18next instance of the client: pt by default, en and es, the choice from localStorage. */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = HTML_LANG[pickLanguage(lng)];
});

void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt }, en: { translation: en }, es: { translation: es } },
  lng: storedLanguage(),
  fallbackLng: 'pt',
  supportedLngs: ['pt', 'en', 'es'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The language of the interface now (also sent as Accept-Language on every call). */
export function currentLanguage(): Language {
  return pickLanguage(i18n.language);
}

/** Switches the interface language and keeps the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  await i18n.changeLanguage(language);
}
