import { createReadStream } from 'node:fs';
import { StreamableFile } from '@nestjs/common';

/** What a route sets its headers on (`@Res({ passthrough: true })`). */
export interface HeaderResponse {
  setHeader(name: string, value: string): void;
}

/**
 * A CSV a job wrote (usuarios.csv, relatorio.csv), sent to the one who may read it: streamed
 * from the disk under its fixed name, never cached by a browser or a proxy on the way.
 */
export function jobCsvFile(
  file: { path: string; size: number },
  fileName: string,
  response: HeaderResponse,
): StreamableFile {
  return jobFile(file, fileName, 'text/csv; charset=utf-8', response);
}

/** Any file a job wrote (dados.zip), sent as a CSV is: streamed, under its fixed name, never cached. */
export function jobFile(
  file: { path: string; size: number },
  fileName: string,
  type: string,
  response: HeaderResponse,
): StreamableFile {
  response.setHeader('cache-control', 'private, no-store');
  return new StreamableFile(createReadStream(file.path), {
    type,
    disposition: `attachment; filename="${fileName}"`,
    length: file.size,
  });
}
