import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { createTexts } from '../texts';
import { formatGrade } from './format';

// Registers `format.gradeOf` in every language (the hook itself is not needed: formatGradeOf reads i18n).
createTexts('format', {
  pt: { gradeOf: '{{grade}} de {{max}}' },
  en: { gradeOf: '{{grade}} out of {{max}}' },
  es: { gradeOf: '{{grade}} de {{max}}' },
});

/**
 * A total with its maximum in `language` (decision 0072): pt and es "18,5 de 20", en "18.5 out
 * of 20"; the total alone when its maximum is unknown, '-' when there is none.
 */
export function formatGradeOf(
  value: number | null | undefined,
  max: number | null | undefined,
  language: string,
): string {
  const grade = formatGrade(value, language);
  if (value === null || value === undefined || max === null || max === undefined) return grade;
  const maximum = max.toLocaleString(language, { maximumFractionDigits: 1 });
  // createTexts' keys are not in i18next's typed resources.
  const t = i18n.t as unknown as (key: string, params: object) => string;
  return t('format.gradeOf', { lng: language, grade, max: maximum });
}

/** formatGradeOf in the current language, following the language switch. */
export function useGradeOf(): (value: number | null | undefined, max: number | null | undefined) => string {
  const { i18n: current } = useTranslation();
  const language = current.language;
  return useCallback((value, max) => formatGradeOf(value, max, language), [language]);
}
