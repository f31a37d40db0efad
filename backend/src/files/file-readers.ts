import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { TokenClaims } from '../auth/token.service.js';
import { fileReferences } from '@school/projections/file-catalogue';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '../core/tokens.js';

/**
 * Who may read a file that a kind of record uses: one reader per kind of reference
 * (`user-avatar`: whoever may see that user; content images later: whoever may see that
 * content). The context that owns the record registers it, in `onModuleInit`.
 */
export interface FileReferenceReader {
  readonly kind: string;
  /** Whether `caller` may see the record `refId` of this kind (and so the file it uses). */
  mayRead(caller: TokenClaims, refId: string): Promise<boolean>;
}

/**
 * Decides whether a signed-in user may read a file: its uploader always; anyone else only
 * through a record that uses the file and that they may see. Deny by default: a reference of
 * a kind nobody registered grants nothing.
 */
@Injectable()
export class FileReaders {
  private readonly readers = new Map<string, FileReferenceReader>();

  constructor(@Inject(DATABASE) private readonly db: Db) {}

  register(reader: FileReferenceReader): void {
    if (this.readers.has(reader.kind))
      throw new Error(`A reader for ${reader.kind} files is already registered`);
    this.readers.set(reader.kind, reader);
  }

  async mayRead(caller: TokenClaims, fileId: string, ownerId: number): Promise<boolean> {
    if (caller.userId === ownerId) return true;
    for (const reference of await fileReferences(this.db, fileId)) {
      const reader = this.readers.get(reference.kind);
      if (reader && (await reader.mayRead(caller, reference.refId))) return true;
    }
    return false;
  }
}

/**
 * A context's reader of one kind of reference, registered with FileReaders when its module
 * starts: the context says only its `kind` and `mayRead`, with the read models at `db`.
 */
@Injectable()
export abstract class RegisteredFileReader implements FileReferenceReader, OnModuleInit {
  abstract readonly kind: string;

  constructor(
    @Inject(FileReaders) private readonly readers: FileReaders,
    @Inject(DATABASE) protected readonly db: Db,
  ) {}

  onModuleInit(): void {
    this.readers.register(this);
  }

  abstract mayRead(caller: TokenClaims, refId: string): Promise<boolean>;
}
