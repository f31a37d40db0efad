import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isUserEvent, userStream } from '@school/modules/identity';
import { readStreamOf, type EventStore } from '@school/modules/kernel';
import { deterministicId } from '../jobs/deterministic-id.js';
import type { PersonalDataKeys } from './personal-data-keys.js';

/** One erasure as the ledger keeps it: ids and a time, no personal data. */
export interface ErasureEntry {
  codBseUsuario: number;
  codSolicitacao: number;
  erasedAt: string;
}

/**
 * The erasure ledger (decision 0061): a file of JSON lines, one per erasure, appended when
 * `PersonalDataErased` is stored. It lives apart from the database and from the backups (which
 * hold the keys as they were), so a backup taken before an erasure cannot bring the person back:
 * `npm run restore` applies the ledger again (`reapplyErasures`). Appends are single small
 * writes with O_APPEND: lines from several instances sharing the file never interleave.
 */
export class ErasureLedger {
  constructor(readonly path: string) {}

  async record(entry: ErasureEntry): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    await appendFile(this.path, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  }

  /** Every erasure recorded, [] when there is no ledger yet; a torn last line (a crash mid-write) is skipped. */
  async entries(): Promise<ErasureEntry[]> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return text.split('\n').flatMap((line) => {
      try {
        const entry = JSON.parse(line) as ErasureEntry;
        return Number.isSafeInteger(entry.codBseUsuario) ? [entry] : [];
      } catch {
        return [];
      }
    });
  }
}

/**
 * Erases again, in a restored database, every user the ledger names: its keys go, and its
 * stream gets the `PersonalDataErased` the backup predates (the same event id whatever the number
 * of restores, so a second run appends nothing). Answers how many users it erased again.
 */
export async function reapplyErasures(
  store: EventStore,
  keys: PersonalDataKeys,
  ledger: ErasureLedger,
): Promise<number> {
  let erased = 0;
  for (const entry of await ledger.entries()) {
    const stream = userStream(entry.codBseUsuario);
    const events = await readStreamOf(store, stream, isUserEvent);
    if (!events.length) continue; // a user this database never had: not its ledger's line
    await keys.eraseOwner(`user:${entry.codBseUsuario}`);
    if (events.some((event) => event.type === 'PersonalDataErased')) continue;
    await store.append(
      stream,
      [
        {
          id: deterministicId(`erasure-ledger:${entry.codBseUsuario}`),
          type: 'PersonalDataErased',
          data: { codBseUsuario: entry.codBseUsuario, codSolicitacao: entry.codSolicitacao },
          metadata: { actorId: null, causationId: 'restore:erasure-ledger' },
        },
      ],
      'any',
    );
    erased++;
  }
  return erased;
}
