import { type FormEvent, useState } from 'react';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatGrade } from '../../shared/format';
import { type GradeRef, useAuditGradeHistory } from './api';
import type { AuditRecordOption } from '@school/modules/reporting/contracts';
import { clearingError, formatInstant, HistoryTab } from './AuditParts';
import { RecordPicker, useOptionLabel } from './RecordPicker';
import { useAuditTexts } from './texts';

/** The grades to open the tab on (the grade sheet's "Histórico" action): an activity and a student. */
export interface InitialGrades {
  activity: AuditRecordOption;
  student: AuditRecordOption;
}

/** The grades asked for: the two records as picked (their names follow the language). */
type AskedGrades = GradeRef & { options: InitialGrades };

const refOf = (activity: AuditRecordOption, student: AuditRecordOption): AskedGrades => ({
  activity: activity.id,
  student: student.id,
  options: { activity, student },
});

/**
 * The "Histórico de notas" tab: an activity and a student found by name, then every grade given or
 * changed, newest first: who, which question, from what to what, when and why.
 * (The class activities' GradeHistory takes a sheet's entries and question numbers, not the two
 * codes, so the console lists the entries itself, the question by its code.)
 */
export function GradeHistoryTab({ initial }: { initial?: InitialGrades | null }) {
  const tr = useAuditTexts();
  const { i18n } = useTranslation();
  const labelOf = useOptionLabel();
  const [activity, setActivity] = useState<AuditRecordOption | null>(initial?.activity ?? null);
  const [student, setStudent] = useState<AuditRecordOption | null>(initial?.student ?? null);
  const [errors, setErrors] = useState<{ activity?: string; student?: string }>({});
  const [ref, setRef] = useState<AskedGrades | null>(
    initial ? refOf(initial.activity, initial.student) : null,
  );
  const history = useAuditGradeHistory(ref);
  const grade = (v: number | null) => formatGrade(v, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({
      activity: activity ? undefined : tr('chooseActivity'),
      student: student ? undefined : tr('chooseStudent'),
    });
    if (!activity || !student) return;
    if (ref?.activity === activity.id && ref.student === student.id) void history.refetch();
    else setRef(refOf(activity, student));
  };

  return (
    <HistoryTab
      filterLabel={tr('gradesFilter')}
      onSubmit={submit}
      inputs={
        <>
          <RecordPicker
            kind="atividade"
            label={tr('activity')}
            value={activity}
            onChange={clearingError(setActivity, setErrors, 'activity')}
            error={errors.activity}
          />
          <RecordPicker
            kind="aluno"
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
          title: tr('gradesHistory', {
            activity: labelOf(ref.options.activity),
            student: labelOf(ref.options.student),
          }),
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
