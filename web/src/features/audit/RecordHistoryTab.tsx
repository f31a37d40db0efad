import { type FormEvent, useState } from 'react';
import { Group, Select, Stack, Text, Timeline } from '@mantine/core';
import {
  AUDIT_RECORD_KINDS,
  type AuditRecordKind,
  type RecordHistoryEntry,
} from '@school/modules/reporting/contracts';
import { type RecordRef, useRecordHistory } from './api';
import {
  clearingError,
  CodeInput,
  formatInstant,
  HistoryTab,
  positiveId,
  READABLE_INPUT,
} from './AuditParts';
import { useAuditTexts } from './texts';

/** Who did it: "name (login)", or the system (a seed, a job) when nobody did. */
export function authorOf(quem: RecordHistoryEntry['quem'], system: string): string {
  if (!quem) return system;
  const name = quem.nomUsuario ?? `#${quem.codBseUsuario}`;
  return quem.cstLogin ? `${name} (${quem.cstLogin})` : name;
}

/** A value of an event's data as plain text: strings as they are, the rest as JSON. */
export function plainValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** An event's data as a compact "key: value" list, text only (never HTML). */
function EventData({ data }: { data: Record<string, unknown> }) {
  const tr = useAuditTexts();
  const entries = Object.entries(data);
  if (entries.length === 0) return <Text size="sm">{tr('noData')}</Text>;
  return (
    <Stack component="dl" gap={0} m={0} fz="sm">
      {entries.map(([key, value]) => (
        <Group key={key} gap={4} wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" fw={600} style={{ flex: 'none' }}>
            {key}:
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {plainValue(value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The "Histórico de registro" tab: a record's kind and code, then its events oldest first. */
export function RecordHistoryTab() {
  const tr = useAuditTexts();
  const [kind, setKind] = useState<AuditRecordKind | null>(null);
  const [code, setCode] = useState<string | number>('');
  const [errors, setErrors] = useState<{ kind?: string; code?: string }>({});
  const [record, setRecord] = useState<RecordRef | null>(null);
  const history = useRecordHistory(record);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = positiveId(code);
    const found = {
      kind: kind ? undefined : tr('chooseKind'),
      code: id === null ? tr('enterCode') : undefined,
    };
    setErrors(found);
    if (!kind || id === null) return;
    if (record?.kind === kind && record.id === id) void history.refetch();
    else setRecord({ kind, id });
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
              (v: string | null) => setKind(v as AuditRecordKind | null),
              setErrors,
              'kind',
            )}
            required
            error={errors.kind}
            styles={READABLE_INPUT}
            style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
          />
          <CodeInput
            label={tr('code')}
            value={code}
            onChange={clearingError(setCode, setErrors, 'code')}
            error={errors.code}
          />
        </>
      }
      search={tr('search')}
      history={history}
      result={
        record && {
          title: tr('recordHistory', { kind: tr(`kinds.${record.kind}`), id: record.id }),
          empty: tr('recordEmpty'),
        }
      }
      gap="sm"
    >
      {(entries) => (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} role="list">
          {entries.map((entry) => (
            <Timeline.Item
              key={entry.posicao}
              role="listitem"
              title={
                <Text component="span" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {entry.tipo}
                </Text>
              }
            >
              <Group gap="xs" wrap="wrap">
                <Text size="sm" component="time" dateTime={entry.quando}>
                  {formatInstant(entry.quando)}
                </Text>
                <Text size="sm">{tr('by', { who: authorOf(entry.quem, tr('system')) })}</Text>
              </Group>
              <EventData data={entry.dados} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </HistoryTab>
  );
}
