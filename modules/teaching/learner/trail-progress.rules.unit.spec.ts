import { describe, expect, it } from 'vitest';
import type { PlayerChapter, PlayerContent } from './learner.contracts.js';
import { trailProgress } from './trail-progress.rules.js';

const text = (codTrlConteudo: number) =>
  ({
    codTrlConteudo,
    numSequencia: 1,
    nomTipo: 'Texto',
    codTrlTipoConteudo: 1,
    dscTitulo: '',
    dscTexto: '',
  }) as PlayerContent;
const game = (codTrlConteudo: number) =>
  ({ codTrlConteudo, numSequencia: 1, nomTipo: 'Jogo', codTrlTipoConteudo: 3 }) as PlayerContent;
const chapter = (codTrlCapitulo: number, conteudos: PlayerContent[]): PlayerChapter => ({
  codTrlCapitulo,
  dscTitulo: '',
  aulas: [{ codTrlAula: codTrlCapitulo, dscTitulo: '', dscDescricao: '', conteudos }],
});
const TRAIL = [chapter(10, [text(1), game(2), game(3)]), chapter(20, [text(4), game(5)])];

describe('a learner’s progress in a trail', () => {
  it('gives each content its state: not seen, seen, played or won', () => {
    const progress = trailProgress(TRAIL, {
      vistos: [1, 2, 5],
      concluidos: [],
      jogos: [
        { codTrlConteudo: 3, vencido: true },
        { codTrlConteudo: 5, vencido: false },
      ],
    });
    expect(progress.estados).toEqual([
      { codTrlConteudo: 1, estado: 'visto' },
      { codTrlConteudo: 2, estado: 'visto' },
      { codTrlConteudo: 3, estado: 'vencido' },
      { codTrlConteudo: 4, estado: 'naoVisto' },
      { codTrlConteudo: 5, estado: 'jogado' },
    ]);
    // A game only seen is not done: it is left, as the text never seen.
    expect(progress.faltam).toEqual([
      { codTrlConteudo: 2, jogo: true },
      { codTrlConteudo: 4, jogo: false },
    ]);
    expect(progress.capitulos).toEqual([
      { codTrlCapitulo: 10, conteudos: 3, feitos: 2, jogos: 2, vencidos: 1, concluido: false },
      { codTrlCapitulo: 20, conteudos: 2, feitos: 1, jogos: 1, vencidos: 0, concluido: false },
    ]);
    expect(progress.concluida).toBe(false);
  });

  it('completes a chapter once every content is seen and every game played, and the trail with its last chapter', () => {
    const progress = trailProgress(TRAIL, {
      vistos: [1, 4],
      concluidos: [],
      jogos: [2, 3, 5].map((codTrlConteudo) => ({ codTrlConteudo, vencido: codTrlConteudo !== 3 })),
    });
    expect(progress.capitulos.map((c) => [c.concluido, c.vencidos])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    expect(progress).toMatchObject({ faltam: [], concluida: true });
  });

  it('keeps a chapter the server recorded complete so, though a content was added to it since', () => {
    const progress = trailProgress(TRAIL, {
      vistos: [4],
      concluidos: [10],
      jogos: [{ codTrlConteudo: 5, vencido: true }],
    });
    expect(progress.capitulos[0]).toMatchObject({ feitos: 0, concluido: true });
    expect(progress).toMatchObject({ faltam: [], concluida: true });
  });
});
