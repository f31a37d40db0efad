import { type FormEvent, useId, useState } from 'react';
import { Button, Group, List, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatGrade } from '../../shared/format';
import { type GradeRef, useAuditGradeHistory } from './api';
import { formatInstant, positiveId, QueryError } from './AuditParts';
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
  const titleId = useId();
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

  const idInput = (
    label: string,
    value: string | number,
    onChange: (v: string | number) => void,
    error: string | undefined,
  ) => (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      required
      error={error}
      style={{ flex: '1 1 8rem', maxWidth: '14rem' }}
    />
  );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="form" aria-label={tr('gradesFilter')} onSubmit={submit} noValidate>
        <Group gap="sm" align="flex-start" wrap="wrap">
          {idInput(
            tr('activity'),
            activity,
            (v) => {
              setActivity(v);
              setErrors((e) => ({ ...e, activity: undefined }));
            },
            errors.activity,
          )}
          {idInput(
            tr('student'),
            student,
            (v) => {
              setStudent(v);
              setErrors((e) => ({ ...e, student: undefined }));
            },
            errors.student,
          )}
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            loading={history.isFetching}
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {tr('search')}
          </Button>
        </Group>
      </Paper>
      {ref && history.isError && <QueryError error={history.error} />}
      {ref && history.data && (
        <Stack gap="xs" component="section" aria-labelledby={titleId}>
          <Title order={3} size="h5" id={titleId}>
            {tr('gradesHistory', { activity: ref.activity, student: ref.student })}
          </Title>
          {history.data.length === 0 ? (
            <Text size="sm">{tr('gradesEmpty')}</Text>
          ) : (
            <List spacing="xs" size="sm" listStyleType="none" aria-labelledby={titleId}>
              {history.data.map((e) => (
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
        </Stack>
      )}
    </Stack>
  );
}
