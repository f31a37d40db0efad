import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createTexts } from '../texts';
import { formatGrade } from './format';

const useFormatTexts = createTexts('format', {
  pt: { gradeOf: '{{grade}} de {{max}}' },
  en: { gradeOf: '{{grade}} out of {{max}}' },
  es: { gradeOf: '{{grade}} de {{max}}' },
});

/**
 * A total with its maximum in the reader's language (decision 0072): pt and es "18,5 de 20", en
 * "18.5 out of 20"; the total alone when its maximum is unknown, '-' when there is none.
 */
export function useGradeOf(): (value: number | null | undefined, max: number | null | undefined) => string {
  const t = useFormatTexts();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value, max) => {
      const grade = formatGrade(value, language);
      if (value === null || value === undefined || max === null || max === undefined) return grade;
      return t('gradeOf', { grade, max: max.toLocaleString(language, { maximumFractionDigits: 1 }) });
    },
    [t, language],
  );
}
