import { Checkbox, ColorSwatch, Group, Radio, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { DATE_RANGE } from '@school/modules/kernel/contracts';
import {
  CALENDAR_COLOURS,
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_PLACE_MAX,
  CALENDAR_TITLE_MAX,
  type CalendarEvent,
} from '@school/modules/community/contracts';
import { DateTimeField } from '../../shared/dates';
import type { CalendarProfileChoice } from './api';
import { useColourName } from './colours';
import { useCalendarTexts } from './texts';

/** The form's fields as the inputs hold them; `datEvento` and `datFim` are minutes (YYYY-MM-DDTHH:mm, '' for none). */
export interface EventValues {
  dscTitulo: string;
  hexCorEvento: string;
  datEvento: string;
  datFim: string;
  indPrivado: 'S' | 'N';
  /** S: for the chosen class, its students and teachers (decision 0075). */
  indTurma: 'S' | 'N';
  perfis: string[];
  codBseTurma: string | null;
  dscDescricao: string;
  dscLocal: string;
}

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';
/** The first and last minutes the picker offers: the days the contract takes (decision 0060). */
export const EVENT_DATE_MIN = `${DATE_RANGE.earliest}T00:00`;
export const EVENT_DATE_MAX = `${DATE_RANGE.latest}T23:59`;

export const valuesOf = (event: CalendarEvent | null, defaultDate: string): EventValues =>
  event
    ? {
        dscTitulo: event.dscTitulo,
        hexCorEvento: event.hexCorEvento.toLowerCase(),
        datEvento: dayjs(event.datEvento).format(LOCAL_FORMAT),
        datFim: event.datFim ? dayjs(event.datFim).format(LOCAL_FORMAT) : '',
        indPrivado: event.indPrivado,
        indTurma: event.indTurma === 'S' ? 'S' : 'N',
        perfis: event.perfis.map(String),
        codBseTurma: event.codBseTurma === null ? null : String(event.codBseTurma),
        dscDescricao: event.dscDescricao ?? '',
        dscLocal: event.dscLocal ?? '',
      }
    : {
        dscTitulo: '',
        hexCorEvento: CALENDAR_COLOURS[0],
        datEvento: defaultDate,
        datFim: '',
        indPrivado: 'N',
        indTurma: 'N',
        perfis: [],
        codBseTurma: null,
        dscDescricao: '',
        dscLocal: '',
      };

export interface CalendarEventFieldsProps {
  values: EventValues;
  onChange(change: Partial<EventValues>): void;
  /** A refusal is shown: the blank required fields are marked. */
  error: boolean;
  /** The message code of the refusal shown (its field is marked), or null. */
  errorCode?: string | null;
  /** The caller may show events to no profile: private only. */
  onlyPrivate: boolean;
  /** The profiles a public event may be shown to. */
  profiles: CalendarProfileChoice[];
  profileLabel(code: number, name: string): string;
  /** The Professor's classes to choose one from; null for anyone else. */
  classes: { value: string; label: string }[] | null;
  /**
   * The classes the caller may make an event for (decision 0075): the Professor's own, the staff's
   * in scope; null for anyone who may not (then the audience is profiles only).
   */
  classAudience?: { value: string; label: string }[] | null;
}

/**
 * The event's fields: title, one of the eight colours, start and end (typed or picked), place,
 * description, privacy, and who sees it: chosen profiles, or a class (its students and teachers).
 */
export function CalendarEventFields({
  values,
  onChange,
  error,
  errorCode = null,
  onlyPrivate,
  profiles,
  profileLabel,
  classes,
  classAudience = null,
}: CalendarEventFieldsProps) {
  const tc = useCalendarTexts();
  const colourName = useColourName();
  // Typed past the picker's bounds (the browser lets the keyboard do it): marked with the refusal.
  const dateRefused = values.datEvento < EVENT_DATE_MIN || values.datEvento > EVENT_DATE_MAX;
  return (
    <>
      <TextInput
        label={tc('title')}
        required
        maxLength={CALENDAR_TITLE_MAX}
        value={values.dscTitulo}
        onChange={(e) => onChange({ dscTitulo: e.currentTarget.value })}
        error={error && !values.dscTitulo.trim() ? true : undefined}
        data-autofocus
      />
      <Radio.Group
        label={tc('colour')}
        required
        value={values.hexCorEvento}
        onChange={(hexCorEvento) => onChange({ hexCorEvento })}
      >
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt={4}>
          {CALENDAR_COLOURS.map((hex) => (
            <Radio
              key={hex}
              value={hex}
              label={
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={hex} size={18} aria-hidden />
                  <span>{colourName(hex)}</span>
                </Group>
              }
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateTimeField
          label={tc('date')}
          required
          value={values.datEvento}
          onChange={(datEvento) => onChange({ datEvento })}
          error={error && (!values.datEvento || dateRefused) ? true : undefined}
        />
        <DateTimeField
          label={tc('end')}
          clearable
          value={values.datFim}
          onChange={(datFim) => onChange({ datFim })}
          error={
            errorCode === 'calendar.endBeforeStart' || errorCode === 'calendar.endInvalid' ? true : undefined
          }
        />
      </SimpleGrid>
      <TextInput
        label={tc('place')}
        maxLength={CALENDAR_PLACE_MAX}
        value={values.dscLocal}
        onChange={(e) => onChange({ dscLocal: e.currentTarget.value })}
        error={errorCode === 'calendar.placeMax' ? true : undefined}
      />
      <Textarea
        label={tc('description')}
        rows={3}
        maxLength={CALENDAR_DESCRIPTION_MAX}
        value={values.dscDescricao}
        onChange={(e) => onChange({ dscDescricao: e.currentTarget.value })}
        error={errorCode === 'calendar.descriptionMax' ? true : undefined}
      />
      <Radio.Group
        label={tc('privacy')}
        required
        value={values.indPrivado}
        onChange={(indPrivado) => onChange({ indPrivado: indPrivado === 'S' ? 'S' : 'N' })}
      >
        <Group mt={4}>
          <Radio value="N" label={tc('public')} disabled={onlyPrivate} />
          <Radio value="S" label={tc('private')} />
        </Group>
      </Radio.Group>
      {values.indPrivado === 'N' && classAudience && (
        <Radio.Group
          label={tc('audience')}
          required
          value={values.indTurma}
          onChange={(indTurma) => onChange({ indTurma: indTurma === 'S' ? 'S' : 'N' })}
        >
          <Group mt={4}>
            <Radio value="N" label={tc('audienceProfiles')} />
            <Radio value="S" label={tc('audienceClass')} />
          </Group>
        </Radio.Group>
      )}
      {values.indPrivado === 'N' && values.indTurma === 'N' && (
        <Checkbox.Group
          label={tc('profiles')}
          required
          value={values.perfis}
          onChange={(perfis) => onChange({ perfis })}
          error={error && values.perfis.length === 0 ? true : undefined}
        >
          <Group mt={4}>
            {profiles.map((p) => (
              <Checkbox
                key={p.codBsePerfil}
                value={String(p.codBsePerfil)}
                label={profileLabel(p.codBsePerfil, p.nomPerfil)}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {(classes || (classAudience && values.indPrivado === 'N' && values.indTurma === 'S')) && (
        <Select
          label={tc('class')}
          placeholder={tc('classPlaceholder')}
          required
          data={classes ?? classAudience ?? []}
          value={values.codBseTurma}
          onChange={(codBseTurma) => onChange({ codBseTurma })}
          error={error && !values.codBseTurma ? true : undefined}
        />
      )}
    </>
  );
}
