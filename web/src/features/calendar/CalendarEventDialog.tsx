import { type FormEvent, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  type CalendarEvent,
  type CalendarEventInput,
  calendarEventSchema,
} from '@school/modules/community/contracts';
import { isWebProfile, Profile } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { FormFooter, useOnChange } from '../../shared/form';
import { useClasses, useMyClasses } from '../../shared/organization';
import { useSession } from '../../shared/session';
import { useCalendarProfiles } from './api';
import { CalendarEventFields, type EventValues, valuesOf } from './CalendarEventFields';
import { CalendarEventView } from './CalendarEventView';
import { useCalendarTexts } from './texts';
import { Dialog } from '../../shared/ui';

export interface CalendarEventDialogProps {
  opened: boolean;
  /** `view`: someone else's event, read only, with the spec's "Não é possível alterar." */
  mode: 'new' | 'edit' | 'view';
  event: CalendarEvent | null;
  /** A new event's date and time (YYYY-MM-DDTHH:mm). */
  defaultDate: string;
  onClose: () => void;
  /**
   * Answers whether it was saved (then the dialog closes), or the message code of the field the
   * server refused (a 400 with field errors), shown beside the fields as the form's own rules are.
   */
  onSave: (body: CalendarEventInput) => Promise<boolean | string>;
}

/**
 * The event dialog: title, one of the eight colours, start and end (typed in the reader's format),
 * place, description, public or private, and who sees a public event: the chosen profiles or, for
 * the Professor and the staff over classes, one class (decision 0075); the Professor picks one
 * of its classes either way. A missing field shows "Favor preencher todos os campos." and nothing
 * is sent.
 */
export function CalendarEventDialog({
  opened,
  mode,
  event,
  defaultDate,
  onClose,
  onSave,
}: CalendarEventDialogProps) {
  const { t } = useTranslation();
  const tc = useCalendarTexts();
  const session = useSession();
  const profile = session?.user.codBsePerfil;
  const isProfessor = profile === Profile.Professor;
  // The staff over classes make events for one of them too (decision 0075).
  const isStaff =
    profile === Profile.Gestor || profile === Profile.Diretor || profile === Profile.Coordenador;
  const profiles = useCalendarProfiles();
  const classes = useMyClasses(isProfessor && opened);
  const scopeClasses = useClasses(isStaff && opened);
  const onlyPrivate = profiles.data?.length === 0;
  const [values, setValues] = useState<EventValues>(() => valuesOf(event, defaultDate));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Each opening starts from the event (or the default date); closing keeps what fades out.
  useOnChange([opened, event, defaultDate], () => {
    if (!opened) return;
    setValues(valuesOf(event, defaultDate));
    setError(null);
  });
  // A caller that may show events to no profile writes private ones only.
  useOnChange([opened, onlyPrivate], () => {
    if (opened && onlyPrivate) setValues((v) => ({ ...v, indPrivado: 'S' }));
  });

  const set = (change: Partial<EventValues>) => setValues((v) => ({ ...v, ...change }));
  const profileLabel = (code: number, name: string) => (isWebProfile(code) ? t(`profiles.${code}`) : name);
  const classOptions = (classes.data ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma }));
  const scopeOptions = (scopeClasses.data ?? []).map((c) => ({
    value: String(c.codBseTurma),
    label:
      profile === Profile.Coordenador || profile === Profile.Diretor
        ? c.nomTurma
        : `${c.nomTurma} (${c.nomUnidade})`,
  }));
  const forClass = values.indPrivado === 'N' && values.indTurma === 'S';
  const minute = (v: string) => (v && dayjs(v).isValid() ? dayjs(v).format() : '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = calendarEventSchema.safeParse({
      dscTitulo: values.dscTitulo,
      hexCorEvento: values.hexCorEvento,
      datEvento: minute(values.datEvento),
      indPrivado: values.indPrivado,
      perfis: values.indPrivado === 'S' || forClass ? [] : values.perfis.map(Number),
      codBseTurma: (isProfessor || forClass) && values.codBseTurma ? Number(values.codBseTurma) : null,
      indTurma: forClass ? 'S' : 'N',
      dscDescricao: values.dscDescricao || null,
      datFim: values.datFim ? minute(values.datFim) || 'x' : null,
      dscLocal: values.dscLocal || null,
    });
    // A blank field (the date and the class included) is the spec's one message.
    const blank =
      !values.datEvento ||
      ((isProfessor || forClass) && !values.codBseTurma) ||
      (!parsed.success && parsed.error.issues.some((i) => i.message === 'calendar.fillAll'));
    const found = blank ? 'calendar.fillAll' : parsed.success ? null : parsed.error.issues[0]!.message;
    setError(found);
    if (found || !parsed.success) return;
    setSaving(true);
    try {
      const saved = await onSave(parsed.data);
      if (typeof saved === 'string') setError(saved);
      else if (saved) onClose();
    } finally {
      setSaving(false);
    }
  };

  const title = mode === 'new' ? tc('newTitle') : mode === 'edit' ? tc('editTitle') : tc('viewTitle');
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size="lg">
      {mode === 'view' && event ? (
        <CalendarEventView event={event} profileLabel={profileLabel} onClose={onClose} />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            {error && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                <Message code={error} />
              </Alert>
            )}
            <CalendarEventFields
              values={values}
              onChange={set}
              error={error !== null}
              errorCode={error}
              onlyPrivate={onlyPrivate}
              profiles={profiles.data ?? []}
              profileLabel={profileLabel}
              classes={isProfessor ? classOptions : null}
              classAudience={isProfessor ? classOptions : isStaff ? scopeOptions : null}
            />
            <FormFooter onCancel={onClose} saving={saving} />
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
