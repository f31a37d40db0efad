import { Profile, type MessageCode } from '@school/modules/kernel/contracts';
import {
  LOGIN_PREVIEW_PLACEHOLDER,
  loginPrefix,
  type BulkRowDecision,
  type BulkUserRow,
} from '@school/modules/identity/contracts';
import type { SchoolClass } from '@school/modules/organization/contracts';

/** The profiles the page is for (spec, section 6): the others are sent to /home. */
export const BULK_PAGE_PROFILES: readonly number[] = [Profile.Diretor, Profile.Coordenador];

/** A refusal of the chosen file: a catalogue message, or one of this screen's texts. */
export type FileProblem =
  { code: MessageCode; params?: Record<string, string | number> } | { text: 'tooLarge' };

export interface LoadedFile {
  file: File;
  rows: BulkUserRow[];
  classId: number;
}

export interface PreviewRow {
  row: BulkUserRow;
  decision: BulkRowDecision;
  login: string;
}

/** The 4 unknown digits of a login the server will number: "????" of "????-????". */
export const UNKNOWN_SEQUENCE = LOGIN_PREVIEW_PLACEHOLDER.split('-')[1]!;

/**
 * The login a row will get: its own, or the class's prefix and a sequence the server assigns
 * ("DMCE-????"); "????-????" when the row names another school or unit (its prefix is not known here).
 */
export function previewLogin(row: BulkUserRow, turma: SchoolClass): string {
  const own = row.cstLogin.trim();
  if (own) return own.toUpperCase();
  const same = (cell: string, id: number) => cell.trim() === '' || Number(cell) === id;
  if (!same(row.codBseEscola, turma.codBseEscola) || !same(row.codBseUnidade, turma.codBseUnidade))
    return LOGIN_PREVIEW_PLACEHOLDER;
  return `${loginPrefix(turma.cstTxtPrefixoLoginEscola, turma.cstTxtPrefixoLoginUnidade)}-${UNKNOWN_SEQUENCE}`;
}

/** Reads a file's bytes (Blob.arrayBuffer, or FileReader where it is missing). */
export function readBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}
