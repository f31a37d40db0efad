import { type FormEvent, useState } from 'react';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatGrade } from '../../shared/format';
import { type GradeRef, useAuditGradeHistory } from './api';
import { clearingError, CodeInput, formatInstant, HistoryTab, positiveId } from './AuditParts';
import { useAuditTexts } from './texts';

/**
 * The "Histórico de notas" tab: an activity's and a student's codes, then every grade given or
 * changed, newest first: who, which question, from what to what, when and why.
 * (The class activities' GradeHistory takes a sheet's entries and question numbers, not the two
 * codes, so the console lists the entries itself, the question by its code.)
 */
export function GradeHistoryTab() {
  const tr = useAuditTexts();
  const { i18n } = useTranslation();
  const [activity, setActivity] = useState<string | number>('');
  const [student, setStudent] = useState<string | number>('');
  const [errors, setErrors] = useState<{ activity?: string; student?: string }>({});
  const [ref, setRef] = useState<GradeRef | null>(null);
  const history = useAuditGradeHistory(ref);
  const grade = (v: number | null) => formatGrade(v, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = positiveId(activity);
    const s = positiveId(student);
    setErrors({
      activity: a === null ? tr('enterCode') : undefined,
      student: s === null ? tr('enterCode') : undefined,
    });
    if (a === null || s === null) return;
    if (ref?.activity === a && ref.student === s) void history.refetch();
    else setRef({ activity: a, student: s });
  };

  return (
    <HistoryTab
      filterLabel={tr('gradesFilter')}
      onSubmit={submit}
      inputs={
        <>
          <CodeInput
            label={tr('activity')}
            value={activity}
            onChange={clearingError(setActivity, setErrors, 'activity')}
            error={errors.activity}
          />
          <CodeInput
            label={tr('student')}
            value={student}
            onChange={clearingError(setStudent, setErrors, 'student')}
            error={errors.student}
          />
        </>
      }
      search={tr('search')}
      history={history}
      result={
        ref && {
          title: tr('gradesHistory', { activity: ref.activity, student: ref.student }),
          empty: tr('gradesEmpty'),
        }
      }
      gap="xs"
    >
      {(entries, titleId) => (
        <List spacing="xs" size="sm" listStyleType="none" aria-labelledby={titleId}>
          {entries.map((e) => (
            <List.Item key={`${e.codBseNota}-${e.data}-${e.tipo}`}>
              <Text size="sm" component="time" dateTime={e.data} fw={600} mr="xs">
                {formatInstant(e.data)}
              </Text>
              <Text size="sm" span>
                {e.tipo === 'ATRIBUIDA'
                  ? tr('assigned', {
                      who: e.nomUsuarioAvaliador,
                      value: grade(e.depois),
                      question: e.codBseQuestao,
                    })
                  : tr('changed', {
                      who: e.nomUsuarioAvaliador,
                      question: e.codBseQuestao,
                      before: grade(e.antes),
                      after: grade(e.depois),
                    })}
              </Text>
              {e.motivo && (
                <Text size="sm" fs="italic">
                  {tr('reason', { reason: e.motivo })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </HistoryTab>
  );
}
