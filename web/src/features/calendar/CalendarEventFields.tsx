import { Checkbox, ColorSwatch, Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { DATE_RANGE } from '@school/modules/kernel/contracts';
import {
  CALENDAR_COLOURS,
  CALENDAR_TITLE_MAX,
  type CalendarEvent,
} from '@school/modules/community/contracts';
import type { CalendarProfileChoice } from './api';
import { useColourName } from './colours';
import { useCalendarTexts } from './texts';

/** The form's fields as the inputs hold them; `datEvento` is a datetime-local value (YYYY-MM-DDTHH:mm). */
export interface EventValues {
  dscTitulo: string;
  hexCorEvento: string;
  datEvento: string;
  indPrivado: 'S' | 'N';
  perfis: string[];
  codBseTurma: string | null;
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
        indPrivado: event.indPrivado,
        perfis: event.perfis.map(String),
        codBseTurma: event.codBseTurma === null ? null : String(event.codBseTurma),
      }
    : {
        dscTitulo: '',
        hexCorEvento: CALENDAR_COLOURS[0],
        datEvento: defaultDate,
        indPrivado: 'N',
        perfis: [],
        codBseTurma: null,
      };

export interface CalendarEventFieldsProps {
  values: EventValues;
  onChange(change: Partial<EventValues>): void;
  /** A refusal is shown: the blank required fields are marked. */
  error: boolean;
  /** The caller may show events to no profile: private only. */
  onlyPrivate: boolean;
  /** The profiles a public event may be shown to. */
  profiles: CalendarProfileChoice[];
  profileLabel(code: number, name: string): string;
  /** The Professor's classes to choose one from; null for anyone else. */
  classes: { value: string; label: string }[] | null;
}

/** The event's fields: title, one of the eight colours, date and time, privacy, profiles, class. */
export function CalendarEventFields({
  values,
  onChange,
  error,
  onlyPrivate,
  profiles,
  profileLabel,
  classes,
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
      <TextInput
        type="datetime-local"
        label={tc('date')}
        required
        min={EVENT_DATE_MIN}
        max={EVENT_DATE_MAX}
        value={values.datEvento}
        onChange={(e) => onChange({ datEvento: e.currentTarget.value })}
        error={error && (!values.datEvento || dateRefused) ? true : undefined}
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
      {values.indPrivado === 'N' && (
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
      {classes && (
        <Select
          label={tc('class')}
          placeholder={tc('classPlaceholder')}
          required
          data={classes}
          value={values.codBseTurma}
          onChange={(codBseTurma) => onChange({ codBseTurma })}
          error={error && !values.codBseTurma ? true : undefined}
        />
      )}
    </>
  );
}
