import { type FormEvent, useState } from 'react';
import { Code, Group, Select, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Profile } from '@school/modules/kernel/contracts';
import {
  AUDIT_RECORD_KINDS,
  type AuditRecordKind,
  type AuditRecordOption,
  type RecordHistoryEntry,
} from '@school/modules/reporting/contracts';
import { type RecordRef, useRecordHistory } from './api';
import { clearingError, HistoryTab, READABLE_INPUT } from './AuditParts';
import { RecordPicker, useOptionLabel } from './RecordPicker';
import { useAuditTexts } from './texts';
import { useSession } from '../../shared/session';
import { describeEvent } from './eventSentence';
import { useHistoryTexts } from './historyTexts';

/**
 * An event as a sentence, its other fields by label (text only, never HTML) and, for the
 * Master, the raw event behind "Detalhes técnicos".
 */
function EventItem({ entry, kind }: { entry: RecordHistoryEntry; kind: AuditRecordKind }) {
  const tr = useAuditTexts();
  const th = useHistoryTexts();
  const { t } = useTranslation();
  const master = useSession()?.user.codBsePerfil === Profile.Master;
  const { sentence, fields } = describeEvent(entry, kind, th, t, tr('system'));
  return (
    <Stack gap={2}>
      <Text component="p" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
        <time dateTime={entry.quando}>{sentence.slice(0, sentence.indexOf(' — '))}</time>
        {sentence.slice(sentence.indexOf(' — '))}
      </Text>
      {fields.length > 0 && (
        <Stack component="dl" gap={0} m={0} fz="sm">
          {fields.map(({ label, value }, i) => (
            <Group key={i} gap={4} wrap="nowrap" align="baseline">
              <Text component="dt" size="sm" fw={600} style={{ flex: 'none' }}>
                {label}:
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {master && (
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
            {th('details')}
          </summary>
          <Text size="sm">
            {th('eventType')}: {entry.tipo} · {th('position')}: {entry.posicao}
          </Text>
          <Code block aria-label={th('data')}>
            {JSON.stringify(entry.dados, null, 2)}
          </Code>
        </details>
      )}
    </Stack>
  );
}

/** A record to open the tab on (a record's "Histórico" action): its kind, code and name. */
export interface InitialRecord {
  kind: AuditRecordKind;
  option: AuditRecordOption;
}

/** The "Histórico de registro" tab: a record's kind, the record found by name, then its events oldest first. */
export function RecordHistoryTab({ initial }: { initial?: InitialRecord | null }) {
  const tr = useAuditTexts();
  const labelOf = useOptionLabel();
  const [kind, setKind] = useState<AuditRecordKind | null>(initial?.kind ?? null);
  const [chosen, setChosen] = useState<AuditRecordOption | null>(initial?.option ?? null);
  const [errors, setErrors] = useState<{ kind?: string; record?: string }>({});
  const [record, setRecord] = useState<(RecordRef & { option: AuditRecordOption }) | null>(
    initial ? { kind: initial.kind, id: initial.option.id, option: initial.option } : null,
  );
  const history = useRecordHistory(record);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({
      kind: kind ? undefined : tr('chooseKind'),
      record: kind && !chosen ? tr('chooseRecord') : undefined,
    });
    if (!kind || !chosen) return;
    if (record?.kind === kind && record.id === chosen.id) void history.refetch();
    else setRecord({ kind, id: chosen.id, option: chosen });
  };

  return (
    <HistoryTab
      filterLabel={tr('recordFilter')}
      onSubmit={submit}
      inputs={
        <>
          <Select
            label={tr('kind')}
            data={AUDIT_RECORD_KINDS.map((k) => ({ value: k, label: tr(`kinds.${k}`) }))}
            value={kind}
            onChange={clearingError(
              (v: string | null) => {
                setKind(v as AuditRecordKind | null);
                if (v !== kind) setChosen(null);
              },
              setErrors,
              'kind',
            )}
            required
            error={errors.kind}
            styles={READABLE_INPUT}
            style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
          />
          <RecordPicker
            kind={kind}
            label={tr('record')}
            value={chosen}
            onChange={clearingError(setChosen, setErrors, 'record')}
            error={errors.record}
          />
        </>
      }
      search={tr('search')}
      history={history}
      result={
        record && {
          title: tr('recordHistory', { kind: tr(`kinds.${record.kind}`), name: labelOf(record.option) }),
          empty: tr('recordEmpty'),
        }
      }
      gap="sm"
    >
      {(entries) => (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} role="list">
          {entries.map((entry) => (
            <Timeline.Item key={entry.posicao} role="listitem">
              <EventItem entry={entry} kind={record!.kind} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </HistoryTab>
  );
}
