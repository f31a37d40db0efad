import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@school/modules/kernel/contracts';
import { i18n } from '../../i18n';

/** A feature's texts: strings, or groups of them. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** The same keys as the pt source, any strings (the other languages). */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** Every key of a text tree, groups joined with dots (`columns.school`). */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

export type TextParams = Record<string, string | number>;

/** A feature's `t`: the text of a key, with its parameters, in the current language. */
export type TextsFunction<T> = (key: TextKey<T>, params?: TextParams) => string;

/** What `createTexts` answers: the `useXTexts` hook, and its `Text` element. */
export interface TextsHook<T> {
  (): TextsFunction<T>;
  /**
   * A text as an element that reads the current language while it is shown, not when it was
   * made: for what outlives a language switch, such as a notice's title or message
   * (`notify('success', <ClassText k="deleted" />)`; `t('deleted')` would stay in the old one).
   */
  Text: (props: { k: TextKey<T>; params?: TextParams }) => ReactNode;
}

/**
 * Registers a feature's texts under `<namespace>.` in the one i18next namespace (when the
 * feature's first module loads: its pages are lazy chunks) and answers its `useXTexts` hook:
 * a `t` typed by the feature's keys that follows the language switch.
 */
export function createTexts<T extends TextTree>(
  namespace: string,
  texts: { pt: T } & Record<Exclude<Language, 'pt'>, SameKeys<T>>,
): TextsHook<T> {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, 'translation', { [namespace]: texts[language] }, true, true);
  }
  function useTexts(): TextsFunction<T> {
    const { t } = useTranslation();
    return useCallback(
      (key: TextKey<T>, params?: TextParams) =>
        (t as unknown as (key: string, params?: object) => string)(`${namespace}.${key}`, params),
      [t],
    );
  }
  function Text({ k, params }: { k: TextKey<T>; params?: TextParams }): ReactNode {
    return useTexts()(k, params);
  }
  return Object.assign(useTexts, { Text });
}
