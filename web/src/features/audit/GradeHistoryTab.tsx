import { type FormEvent, useState } from 'react';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatGrade } from '../../shared/format';
import { type GradeRef, useAuditGradeHistory } from './api';
import type { AuditRecordOption } from '@school/modules/reporting/contracts';
import { clearingError, formatInstant, HistoryTab } from './AuditParts';
import { RecordPicker, useOptionLabel } from './RecordPicker';
import { useAuditTexts } from './texts';

/** The grades to open the tab on (the grade sheet's "Histórico" action): a student, in an activity or all. */
export interface InitialGrades {
  activity: AuditRecordOption | null;
  student: AuditRecordOption;
}

/** The grades asked for: the records as picked (their names follow the language). */
type AskedGrades = GradeRef & { options: InitialGrades };

const refOf = (activity: AuditRecordOption | null, student: AuditRecordOption): AskedGrades => ({
  activity: activity?.id ?? null,
  student: student.id,
  options: { activity, student },
});

/**
 * The "Histórico de notas" tab: a student found by name, and an activity or none (every grade
 * change of the student, each with its activity), then every grade given or changed, newest
 * first: who, which question (its number in the activity), from what to what, when and why.
 */
export function GradeHistoryTab({ initial }: { initial?: InitialGrades | null }) {
  const tr = useAuditTexts();
  const { i18n } = useTranslation();
  const labelOf = useOptionLabel();
  const [activity, setActivity] = useState<AuditRecordOption | null>(initial?.activity ?? null);
  const [student, setStudent] = useState<AuditRecordOption | null>(initial?.student ?? null);
  const [errors, setErrors] = useState<{ student?: string }>({});
  const [ref, setRef] = useState<AskedGrades | null>(
    initial ? refOf(initial.activity, initial.student) : null,
  );
  const history = useAuditGradeHistory(ref);
  const grade = (v: number | null) => formatGrade(v, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ student: student ? undefined : tr('chooseStudent') });
    if (!student) return;
    if (ref?.activity === (activity?.id ?? null) && ref.student === student.id) void history.refetch();
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
            onChange={setActivity}
            optional={tr('anyActivity')}
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
          title: ref.options.activity
            ? tr('gradesHistory', {
                activity: labelOf(ref.options.activity),
                student: labelOf(ref.options.student),
              })
            : tr('studentHistory', { student: labelOf(ref.options.student) }),
          empty: tr('gradesEmpty'),
        }
      }
      gap="xs"
    >
      {(entries, titleId) => (
        <List spacing="xs" size="sm" listStyleType="none" aria-labelledby={titleId}>
          {entries.map((e) => (
            <List.Item key={`${e.tipo === 'COMENTARIO' ? 'c' : e.codBseNota}-${e.data}-${e.tipo}`}>
              <Text size="sm" component="time" dateTime={e.data} fw={600} mr="xs">
                {formatInstant(e.data)}
              </Text>
              {e.nomAtividade && (
                <Text size="sm" span fw={600} mr="xs">
                  {e.nomAtividade}:
                </Text>
              )}
              {e.tipo === 'COMENTARIO' ? (
                <Text size="sm" span>
                  {tr('commented', { who: e.nomUsuarioAvaliador, comment: e.comentario ?? '-' })}
                </Text>
              ) : (
                <>
                  <Text size="sm" span>
                    {e.tipo === 'ATRIBUIDA'
                      ? tr('assigned', {
                          who: e.nomUsuarioAvaliador,
                          value: grade(e.depois),
                          question: e.numQuestao ?? '—',
                        })
                      : tr('changed', {
                          who: e.nomUsuarioAvaliador,
                          question: e.numQuestao ?? '—',
                          before: grade(e.antes),
                          after: grade(e.depois),
                        })}
                  </Text>
                  {e.motivo && (
                    <Text size="sm" fs="italic">
                      {tr('reason', { reason: e.motivo })}
                    </Text>
                  )}
                </>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </HistoryTab>
  );
}
