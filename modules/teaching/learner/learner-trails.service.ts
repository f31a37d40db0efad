import { Inject, Injectable } from '@nestjs/common';
import {
  type ContentDetail,
  type GameQuestions,
  gameTitle,
  mapGameImages,
  videoProvider,
} from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import {
  type ChapterContents,
  type CheckPickInput,
  checkPick,
  type LearnerPlace,
  type PickVerdict,
  type PlayerChapter,
  type PlayerContent,
  type PlayerTrail,
  toPlayerGame,
  trailProgress,
} from '@school/modules/teaching';
import { listChapters } from '@school/projections/chapter-list';
import {
  chapterVersions,
  imagePath,
  lessonsOfChapters,
  type StoredContent,
} from '@school/projections/chapter-editor';
import { activeClassBook } from '@school/projections/class-books';
import {
  listAssemblies,
  listCharacters,
  listContentTypes,
  listGames,
} from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { learnerTrailState } from '@school/projections/learner-progress';
import { findTrail } from '@school/projections/trail-list';
import type { Caller } from '@school/backend/auth/token.service';
import { memoized } from '@school/backend/commands/queue-memo';
import { StateCache } from '@school/backend/commands/state-cache';
import { DATABASE } from '@school/backend/core/tokens';
import { ClassBookScope } from '../class-book/class-book-scope.service.js';

/** A content as the player shows it, and for a game its answer key (which never leaves the server). */
interface Playable {
  content: PlayerContent;
  key: GameQuestions<string> | null;
}

type LoadedTrail = Omit<
  PlayerTrail,
  'codTrlConteudoAtual' | 'vistos' | 'concluidos' | 'avaliados' | 'jogos' | 'progresso' | 'capitulos'
> & {
  capitulos: (Omit<PlayerChapter, 'aulas'> & {
    aulas: (Omit<PlayerChapter['aulas'][number], 'conteudos'> & { conteudos: Playable[] })[];
  })[];
};

type ShownTrail = Omit<
  PlayerTrail,
  'codTrlConteudoAtual' | 'vistos' | 'concluidos' | 'avaliados' | 'jogos' | 'progresso'
>;

/** A loaded trail as the player shows it: each content without its key. */
const shown = (trail: LoadedTrail): ShownTrail => ({
  ...trail,
  capitulos: trail.capitulos.map((c) => ({
    ...c,
    aulas: c.aulas.map((l) => ({ ...l, conteudos: l.conteudos.map((p) => p.content) })),
  })),
});

/**
 * The player's read side: a class's active trail, whole, for one of its members, and where a
 * content of it is (the write side's check that a view or an attempt is of that trail). A game
 * goes out without its answer key (decision 0034); the key stays here for the checks.
 */
/** Trails whose built chapters are kept (the most recently played). */
const KEPT_TRAILS = 50;

@Injectable()
export class LearnerTrails {
  /**
   * Each trail's chapters as built for the player, under what they were built from: the trail's
   * title, its chapters' order and titles, and each chapter's version (the position of the last
   * change of its lessons or contents). A class opening the player at once, and every view and
   * round (which check where their content is), reuse them instead of reading and building the
   * whole trail again; any change of one of those gives another key.
   */
  private readonly kept = new StateCache<LoadedTrail['capitulos'], number, string>(KEPT_TRAILS);

  constructor(
    private readonly scope: ClassBookScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** The class's active trail with every chapter, lesson and content (empty when none). */
  async trail(caller: Caller, codBseTurma: number): Promise<ShownTrail> {
    return shown(await this.load(caller, codBseTurma));
  }

  /**
   * The class's active trail as the caller plays it: the trail, where the caller left off, what it
   * has seen, completed and rated, its best result in each game (the learner's progress read
   * model, the caller's own rows only) and the state of each content made of them (the map).
   */
  async forLearner(caller: Caller, codBseTurma: number): Promise<PlayerTrail> {
    return (await this.forLearnerWithKeys(caller, codBseTurma)).trail;
  }

  /**
   * `forLearner`, with each game's answer key by its content: for the offline keys the server
   * seals from them for the caller (decision 0077). The keys never leave the server as they are.
   */
  async forLearnerWithKeys(
    caller: Caller,
    codBseTurma: number,
  ): Promise<{ trail: PlayerTrail; keys: ReadonlyMap<number, GameQuestions<string>> }> {
    const loaded = await this.load(caller, codBseTurma);
    const keys = new Map(
      loaded.capitulos.flatMap((c) =>
        c.aulas.flatMap((l) =>
          l.conteudos.flatMap((p) => (p.key ? [[p.content.codTrlConteudo, p.key] as const] : [])),
        ),
      ),
    );
    return { trail: await this.progressOf(caller, shown(loaded)), keys };
  }

  private async progressOf(caller: Caller, trail: ShownTrail): Promise<PlayerTrail> {
    if (trail.codTrlLivro === null) {
      const facts = { vistos: [], concluidos: [], jogos: [] };
      return {
        ...trail,
        ...facts,
        codTrlConteudoAtual: null,
        avaliados: [],
        progresso: trailProgress([], facts),
      };
    }
    const learner = await learnerTrailState(this.db, caller.userId, trail.codTrlLivro);
    const facts = {
      vistos: learner.seen,
      concluidos: learner.completed,
      jogos: learner.games.map((g) => ({
        codTrlConteudo: g.codTrlConteudo,
        rodadas: g.rounds,
        vencido: g.won,
        melhorPontuacao: g.bestScore,
      })),
    };
    return {
      ...trail,
      ...facts,
      codTrlConteudoAtual: learner.position,
      avaliados: learner.rated,
      progresso: trailProgress(trail.capitulos, facts),
    };
  }

  /** The class's active trail for a member, read once per device queue (decision 0076). */
  private load(caller: Caller, codBseTurma: number): Promise<LoadedTrail> {
    return memoized(`learner-trail:${caller.userId}:${codBseTurma}`, () => this.read(caller, codBseTurma));
  }

  private async read(caller: Caller, codBseTurma: number): Promise<LoadedTrail> {
    await this.scope.member(caller, codBseTurma);
    const active = await activeClassBook(this.db, codBseTurma);
    const none = { codBseTurma, codTrlLivro: null, dscTitulo: null, capitulos: [] };
    if (!active) return none;
    const [trail, chapters] = await Promise.all([
      findTrail(this.db, active.codTrlLivro),
      listChapters(this.db, active.codTrlLivro),
    ]);
    if (!trail) return none;
    const ids = chapters.map((c) => c.codTrlCapitulo);
    const versions = await chapterVersions(this.db, ids);
    const key = JSON.stringify([
      trail.dscTitulo,
      chapters.map((c) => [c.codTrlCapitulo, c.dscTitulo]),
      versions,
    ]);
    const hit = this.kept.get(trail.codTrlLivro);
    const capitulos = hit?.revision === key ? hit.state : await this.build(chapters);
    this.kept.set(trail.codTrlLivro, key, capitulos);
    return { codBseTurma, codTrlLivro: trail.codTrlLivro, dscTitulo: trail.dscTitulo, capitulos };
  }

  /** A trail's chapters with their lessons and playable contents, read and built whole (read again after the versions). */
  private async build(chapters: Awaited<ReturnType<typeof listChapters>>): Promise<LoadedTrail['capitulos']> {
    const [lessons, names] = await Promise.all([
      lessonsOfChapters(
        this.db,
        chapters.map((c) => c.codTrlCapitulo),
      ),
      this.names(),
    ]);
    return chapters
      .map((c) => ({
        codTrlCapitulo: c.codTrlCapitulo,
        dscTitulo: c.dscTitulo,
        aulas: lessons
          .filter((l) => l.codTrlCapitulo === c.codTrlCapitulo)
          .map((l) => ({
            codTrlAula: l.codTrlAula,
            dscTitulo: l.dscTitulo,
            dscDescricao: l.dscDescricao,
            conteudos: l.contents.flatMap((content) => this.playable(content, names)),
          }))
          .filter((l) => l.conteudos.length > 0),
      }))
      .filter((c) => c.aulas.length > 0);
  }

  /**
   * Where a content of the class's active trail is, for a view or an attempt of the caller;
   * with the chapter's contents and games (to know when it is complete). 404 for anything else.
   */
  async place(caller: Caller, codBseTurma: number, codTrlConteudo: number) {
    const trail = await this.load(caller, codBseTurma);
    for (const chapter of trail.capitulos)
      for (const lesson of chapter.aulas) {
        const found = lesson.conteudos.find((c) => c.content.codTrlConteudo === codTrlConteudo);
        if (!found) continue;
        const { content, key } = found;
        const place: LearnerPlace = {
          codBseUsuario: caller.userId,
          codBseTurma,
          codTrlLivro: trail.codTrlLivro!,
          codTrlCapitulo: chapter.codTrlCapitulo,
          codTrlAula: lesson.codTrlAula,
          codTrlConteudo,
        };
        const contents = chapter.aulas.flatMap((l) => l.conteudos.map((c) => c.content));
        const chapterContents: ChapterContents = {
          contents: contents.map((c) => c.codTrlConteudo),
          games: contents.filter((c) => c.codTrlTipoConteudo === 3).map((c) => c.codTrlConteudo),
        };
        return { place, content, key, chapter: chapterContents };
      }
    throw new DomainError('generic.notFound');
  }

  /**
   * The verdict on one pick of a game of the class's active trail (POST /plataforma/jogada), for
   * a member of the class: right or wrong for that pick only. Nothing is recorded.
   */
  async checkPick(caller: Caller, input: CheckPickInput): Promise<PickVerdict> {
    const { key } = await this.place(caller, input.codBseTurma, input.codTrlConteudo);
    if (!key) throw new DomainError('content.typeMismatch');
    const verdict = checkPick(key, input.jogada);
    if (!verdict) throw new DomainError('player.checkedAtTheEnd');
    return verdict;
  }

  /** Where a chapter of the class's active trail is, for its rating by the caller. 404 for anything else. */
  async chapterPlace(caller: Caller, codBseTurma: number, codTrlCapitulo: number) {
    const trail = await this.load(caller, codBseTurma);
    if (!trail.capitulos.some((c) => c.codTrlCapitulo === codTrlCapitulo))
      throw new DomainError('generic.notFound');
    return { codBseUsuario: caller.userId, codBseTurma, codTrlLivro: trail.codTrlLivro!, codTrlCapitulo };
  }

  private async names() {
    const [types, characters, assemblies, games] = await Promise.all([
      listContentTypes(this.db),
      listCharacters(this.db),
      listAssemblies(this.db),
      listGames(this.db),
    ]);
    return {
      type: new Map(types.map((t) => [t.codTrlTipoConteudo, t.nomTipo])),
      character: new Map(characters.map((c) => [c.codTrlPersonagem, c])),
      assembly: new Map(assemblies.map((a) => [a.codTrlMontagem, a])),
      game: new Map(games.map((g) => [g.codTrlJogo, g.nomJogo])),
    };
  }

  /** A stored content as the player shows it; a content whose detail never came is left out. */
  private playable(content: StoredContent, names: Awaited<ReturnType<LearnerTrails['names']>>): Playable[] {
    const d: ContentDetail | null = content.detail;
    if (!d) return [];
    if (d.codTrlTipoConteudo === 3) {
      const key = { codTrlJogo: d.codTrlJogo, perguntas: mapGameImages(d.perguntas, imagePath) };
      const game: PlayerContent = {
        codTrlConteudo: content.codTrlConteudo,
        numSequencia: content.numSequencia,
        nomTipo: names.type.get(content.codTrlTipoConteudo) ?? '',
        codTrlTipoConteudo: 3,
        codTrlJogo: d.codTrlJogo,
        nomJogo: names.game.get(d.codTrlJogo) ?? '',
        dscTitulo: gameTitle(d, names.game.get(d.codTrlJogo) ?? ''),
        dscConteudoJogo: d.dscConteudoJogo,
        jogo: toPlayerGame(key),
      };
      return [{ content: game, key }];
    }
    return this.shown(content, d, names).map((c) => ({ content: c, key: null }));
  }

  private shown(
    content: StoredContent,
    d: ContentDetail,
    names: Awaited<ReturnType<LearnerTrails['names']>>,
  ): PlayerContent[] {
    const base = {
      codTrlConteudo: content.codTrlConteudo,
      numSequencia: content.numSequencia,
      nomTipo: names.type.get(content.codTrlTipoConteudo) ?? '',
    };
    switch (d.codTrlTipoConteudo) {
      case 1:
        return [{ ...base, ...d }];
      case 2:
        return [{ ...base, ...d, dscImagem: imagePath(d.dscImagem) }];
      case 3:
        return []; // playable() above: a game without its key
      case 4:
        return [
          {
            ...base,
            codTrlTipoConteudo: 4,
            entradas: d.entradas.map((e) => ({
              ...e,
              nomPersonagem: names.character.get(e.codTrlPersonagem)?.nomPersonagem ?? '',
              imgPersonagem: names.character.get(e.codTrlPersonagem)?.imgPersonagem ?? '',
            })),
          },
        ];
      case 5:
        return [{ ...base, ...d, player: videoProvider(d.dscLink) }];
      case 6: {
        const assembly = names.assembly.get(d.codTrlMontagem);
        return [
          {
            ...base,
            codTrlTipoConteudo: 6,
            dscTitulo: d.dscTitulo,
            dscTexto: d.dscTexto,
            nomMontagem: assembly?.nomMontagem ?? '',
            imgMontagem: assembly?.imgMontagem ?? '',
          },
        ];
      }
      default:
        return [];
    }
  }
}
