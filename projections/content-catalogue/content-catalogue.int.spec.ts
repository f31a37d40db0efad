import { describe, expect, it } from 'vitest';
import type { CatalogueEvent } from '@school/modules/content';
import { projectionSpec } from '@school/test-support';
import {
  contentCatalogueProjection,
  listAssemblies,
  listCharacters,
  listContentTypes,
  listGames,
  listSubjects,
} from './index.js';

const spec = projectionSpec<CatalogueEvent>(contentCatalogueProjection);

const OWL = '0b1f6a52-8d5e-5d8e-9a51-0b6f0f4e2a11';
const SUN = '7c2d6a52-8d5e-5d8e-9a51-0b6f0f4e2a12';

describe('content catalogue', () => {
  it('lists each kind by code, with the path images are served at', async () => {
    // Out of code order, as a later seed may add entries.
    await spec.given(
      { type: 'ContentTypeAdded', data: { codTrlTipoConteudo: 2, nomTipo: 'Imagem' } },
      { type: 'ContentTypeAdded', data: { codTrlTipoConteudo: 1, nomTipo: 'Texto' } },
      {
        type: 'GameAdded',
        data: { codTrlJogo: 7, nomJogo: 'Verdadeiro ou falso', dscConteudoJogo: 'V ou F.' },
      },
      { type: 'GameAdded', data: { codTrlJogo: 1, nomJogo: 'Forca', dscConteudoJogo: 'Letra a letra.' } },
      { type: 'SubjectAdded', data: { codTrlMateria: 3, nomMateria: 'Ciências' } },
      { type: 'SubjectAdded', data: { codTrlMateria: 1, nomMateria: 'Língua Portuguesa' } },
      {
        type: 'CharacterAdded',
        data: { codTrlPersonagem: 4, nomPersonagem: 'Coruja Sofia', imgPersonagem: OWL },
      },
      { type: 'AssemblyAdded', data: { codTrlMontagem: 1, nomMontagem: 'Sistema solar', imgMontagem: SUN } },
    );
    expect(await listContentTypes(spec.db)).toEqual([
      { codTrlTipoConteudo: 1, nomTipo: 'Texto' },
      { codTrlTipoConteudo: 2, nomTipo: 'Imagem' },
    ]);
    expect(await listGames(spec.db)).toEqual([
      { codTrlJogo: 1, nomJogo: 'Forca', dscConteudoJogo: 'Letra a letra.' },
      { codTrlJogo: 7, nomJogo: 'Verdadeiro ou falso', dscConteudoJogo: 'V ou F.' },
    ]);
    expect(await listSubjects(spec.db)).toEqual([
      { codTrlMateria: 1, nomMateria: 'Língua Portuguesa' },
      { codTrlMateria: 3, nomMateria: 'Ciências' },
    ]);
    expect(await listCharacters(spec.db)).toEqual([
      { codTrlPersonagem: 4, nomPersonagem: 'Coruja Sofia', imgPersonagem: `/api/files/${OWL}` },
    ]);
    expect(await listAssemblies(spec.db)).toEqual([
      { codTrlMontagem: 1, nomMontagem: 'Sistema solar', imgMontagem: `/api/files/${SUN}` },
    ]);
  });

  it('keeps one row per code when a batch is replayed', async () => {
    await spec.given(
      { type: 'SubjectAdded', data: { codTrlMateria: 1, nomMateria: 'Língua Portuguesa' } },
      { type: 'SubjectAdded', data: { codTrlMateria: 2, nomMateria: 'Matemática' } },
    );
    expect((await listSubjects(spec.db)).map((s) => s.codTrlMateria)).toEqual([1, 2, 3]);
  });
});
