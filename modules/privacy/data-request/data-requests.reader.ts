import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, Profile } from '@school/modules/kernel';
import { dataCopyUrl, type DataRequestDetail, type DataRequestEntry } from '@school/modules/privacy';
import type { Db } from '@school/projections/kernel';
import {
  findDataRequest,
  listDataRequests,
  type DataRequestScope,
} from '@school/projections/data-request-list';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { FileStorage } from '@school/backend/files/file-storage';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { progressOf } from '@school/backend/jobs/job-progress';
import { COPY_QUEUE, dataCopyJobId, dataCopyPath } from './data-copy.job.js';

/** Whose requests a caller sees: the Master every one, a Gestor its school's users' and its own, anyone else its own. */
function scopeOf(caller: Caller): DataRequestScope {
  if (caller.profile === Profile.Master) return { kind: 'all' };
  if (caller.profile === Profile.Gestor && caller.schoolId !== null)
    return { kind: 'school', schoolId: caller.schoolId, userId: caller.userId };
  return { kind: 'own', userId: caller.userId };
}

/** The data requests as their routes read them, each within the caller's scope (404 outside it). */
@Injectable()
export class DataRequestsReader {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly queues: JobQueues,
    @Inject(FileStorage) private readonly storage: FileStorage,
  ) {}

  list(caller: Caller): Promise<DataRequestEntry[]> {
    return listDataRequests(this.db, scopeOf(caller), new Date());
  }

  async detail(caller: Caller, id: number): Promise<DataRequestDetail> {
    const { codBseEscola: _, ...entry } = await this.visible(caller, id);
    const pending = entry.tipo === 'copia' && entry.status === 'pendente';
    const job = pending ? await this.queues.job(COPY_QUEUE, dataCopyJobId(id)) : undefined;
    const done = progressOf(job?.progress, { done: 0, total: 100 });
    const ready = entry.tipo === 'copia' && entry.status === 'concluida';
    return {
      ...entry,
      progresso: entry.tipo !== 'copia' ? null : ready ? 1 : pending ? done.done / (done.total || 100) : null,
      downloadUrl: ready && entry.registradoPor.codBseUsuario === caller.userId ? dataCopyUrl(id) : null,
    };
  }

  /** The ready copy's file, for the one who asked for it while it is kept: 409 before, 410 after. */
  async file(caller: Caller, id: number): Promise<{ path: string; size: number }> {
    const entry = await findDataRequest(this.db, id, new Date());
    if (!entry || entry.tipo !== 'copia' || entry.registradoPor.codBseUsuario !== caller.userId)
      throw new DomainError('generic.notFound');
    if (entry.status === 'pendente') throw new DomainError('privacy.copyNotReady');
    if (entry.status === 'falhou') throw new DomainError('generic.notFound');
    const path = dataCopyPath(this.storage.root, id);
    if (entry.status === 'expirada') {
      await rm(dirname(path), { recursive: true, force: true });
      throw new DomainError('privacy.copyExpired');
    }
    const size = await this.storage.size(path);
    if (size === null) throw new DomainError('privacy.copyExpired');
    return { path, size };
  }

  private async visible(caller: Caller, id: number) {
    const entry = await findDataRequest(this.db, id, new Date());
    const mine = entry?.registradoPor.codBseUsuario === caller.userId;
    const scope = scopeOf(caller);
    const seen =
      entry !== undefined &&
      (scope.kind === 'all' || mine || (scope.kind === 'school' && entry.codBseEscola === scope.schoolId));
    if (!seen) throw new DomainError('generic.notFound');
    return entry;
  }
}
