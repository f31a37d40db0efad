import type { TestApp } from './app.js';

/** The rows of a bulk import's result file (usuarios.csv) as `token` downloads it: no BOM, no header. */
export async function bulkResultRows(t: TestApp, token: string, jobId: string): Promise<string[]> {
  const file = await t.call('GET', `/api/bse_usuario/criarUsuariosEmMassa/${jobId}/usuarios.csv`, { token });
  return (await file.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);
}
