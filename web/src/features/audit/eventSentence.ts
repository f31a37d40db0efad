import type { TFunction } from 'i18next';
import { isWebProfile } from '@school/modules/kernel/contracts';
import {
  AUDIT_REFERENCES,
  type AuditRecordKind,
  type RecordHistoryEntry,
} from '@school/modules/reporting/contracts';
import { richTextPlain } from '../../shared/richText';
import { formatDateTime } from '../../shared/format';
import { type HistoryTextKey, LABELLED_FIELDS, SENTENCE_EVENTS, SENTENCE_FIELDS } from './historyTexts';

type Tr = (key: HistoryTextKey, params?: Record<string, string | number>) => string;

/** The record each kind's stream is about: its own id is never listed under a sentence. */
const OWN_KEY: Record<AuditRecordKind, string> = {
  escola: 'codBseEscola',
  unidade: 'codBseUnidade',
  turma: 'codBseTurma',
  usuario: 'codBseUsuario',
  livro: 'codTrlLivro',
  atividade: 'codBseAtividade',
};

const ids = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(ids)
      : value && typeof value === 'object' && 'codTrlCapitulo' in value
        ? ids(value.codTrlCapitulo)
        : [];

/** Text that may hold markup (rich text, or a name typed with tags) as the plain text it shows. */
const plain = (text: string): string => (/<[a-z!/]/i.test(text) ? richTextPlain(text) : text);

/** One value of an event's data as the screens name it: names for ids, profiles, plain text. */
export function valueText(
  field: string,
  value: unknown,
  nomes: Record<string, string>,
  tr: Tr,
  t: TFunction,
): string {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0))
    return tr('none');
  const kind = AUDIT_REFERENCES[field];
  if (kind)
    return ids(value)
      .map((id) => nomes[`${kind}-${id}`] ?? tr('gone', { id }))
      .join(', ');
  if (field === 'codBseQuestao' && typeof value === 'number') return tr('code', { id: value });
  if (field === 'codBsePerfil' && typeof value === 'number' && isWebProfile(value))
    return t(`profiles.${value}`);
  if (field === 'tipoQuestao' && (value === 'MULTIPLA_ESCOLHA' || value === 'DISCURSIVA'))
    return tr(`questionTypes.${value}`);
  if (field === 'multiplaEscolha' && Array.isArray(value))
    return value
      .map((o: unknown) => plain(String((o as { descricao?: unknown })?.descricao ?? '')))
      .join('; ');
  if (typeof value === 'string') return plain(value);
  if (Array.isArray(value)) return value.map((v) => valueText('', v, nomes, tr, t)).join(', ');
  if (typeof value === 'object') return '…';
  return String(value);
}

/** An event as people read it: the time, the sentence, and its other fields by label. */
export interface EventSentence {
  /** "26/11/2026 21:56 — Professora Ana alterou a escola “Escola Alfa”". */
  sentence: string;
  fields: { label: string; value: string }[];
}

/**
 * An event of a record's history in the caller's language: a sentence per event type (a
 * generic one for a type without its own), the author by name (the system when nobody), and
 * the labelled fields it does not say; ids read as names, rich text as plain text. Fields
 * without a label are left to the raw event ("Detalhes técnicos").
 */
export function describeEvent(
  entry: RecordHistoryEntry,
  kind: AuditRecordKind,
  tr: Tr,
  t: TFunction,
  system: string,
): EventSentence {
  const type = SENTENCE_EVENTS.includes(entry.tipo) ? entry.tipo : 'generic';
  const said = SENTENCE_FIELDS[type] ?? [];
  const value = (field: string) => valueText(field, entry.dados[field], entry.nomes ?? {}, tr, t);
  const who = entry.quem
    ? (entry.quem.nomUsuario ?? tr('goneAuthor', { id: entry.quem.codBseUsuario }))
    : system;
  const params = Object.fromEntries(said.map((f) => [f, value(f)]));
  const text = tr(`events.${type}` as HistoryTextKey, { who, ...params });
  const fields = Object.keys(entry.dados)
    .filter((f) => f !== OWN_KEY[kind] && !said.includes(f) && LABELLED_FIELDS.includes(f))
    .map((f) => ({ label: tr(`fields.${f}` as HistoryTextKey), value: value(f) }));
  return { sentence: `${formatDateTime(entry.quando)} — ${text}`, fields };
}
