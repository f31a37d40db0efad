import type { PlayerContent, PlayerTrail } from '@school/modules/teaching/contracts';

/** One content of the trail in the player's order, with its chapter and lesson. */
export interface Step {
  codTrlCapitulo: number;
  chapter: string;
  lesson: string;
  content: PlayerContent;
}

/** Every content of the trail in order, with its chapter and lesson. */
export function stepsOf(trail: PlayerTrail): Step[] {
  return trail.capitulos.flatMap((c) =>
    c.aulas.flatMap((l) =>
      l.conteudos.map((content) => ({
        codTrlCapitulo: c.codTrlCapitulo,
        chapter: c.dscTitulo,
        lesson: l.dscTitulo,
        content,
      })),
    ),
  );
}

/** A content's name in the map: its title (a game's own, decision 0071), the game's name, else its type. */
export function contentName(content: PlayerContent): string {
  switch (content.codTrlTipoConteudo) {
    case 3:
      return content.dscTitulo || content.nomJogo || content.nomTipo;
    case 4:
      return content.nomTipo;
    case 6:
      return content.dscTitulo || content.nomMontagem || content.nomTipo;
    default:
      return content.dscTitulo || content.nomTipo;
  }
}
