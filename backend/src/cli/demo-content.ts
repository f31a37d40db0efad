import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import type { ContentDetail, GameQuestion } from '@school/modules/content';
import { Profile } from '@school/modules/kernel';
import { classesOfUser } from '@school/projections/class-list';
import { listAssemblies, listCharacters, listSubjects } from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { listTrails } from '@school/projections/trail-list';
import { findUserByLogin, type UserDirectoryEntry } from '@school/projections/user-directory';
import {
  CreateChapterCommand,
  CreateContentCommand,
  CreateLessonCommand,
  CreateTrailCommand,
  DRAWINGS,
} from '@school/modules/content/server';
import { DATABASE } from '../core/tokens.js';
import { DrawnImages } from '../files/drawn-images.service.js';
import { fileUrl } from '../files/image-events.js';
import { eventMetadata, type RequestMeta } from '../http/request-meta.js';
import { deterministicId } from '../jobs/deterministic-id.js';
import {
  ActivateClassBookCommand,
  AddClassBookCommand,
  GameRounds,
  LearnerTrails,
  RateChapterCommand,
  RecordGameAttemptCommand,
  ViewContentCommand,
} from '@school/modules/teaching/server';
import { actingAs } from './demo-data.js';
import { DEMO_PICTURES, type DemoPicture } from './demo-pictures.js';

/**
 * The demo trails' pictures, stored once under fixed ids: the body lesson's own drawings
 * (decision 0069: each picture shows what its question is about) and the catalogue's.
 */
const DRAWN: Record<DemoPicture | 'solarSystem' | 'waterCycle' | 'plant' | 'clock', string> = {
  ...DEMO_PICTURES,
  solarSystem: DRAWINGS.solarSystem,
  waterCycle: DRAWINGS.waterCycle,
  plant: DRAWINGS.plant,
  clock: DRAWINGS.clock,
};
type Picture = keyof typeof DRAWN;
const PICTURES = Object.keys(DRAWN) as Picture[];
const pictureId = (name: Picture) => deterministicId(`demo-picture:${name}`);
const ref = (name: Picture) => fileUrl(pictureId(name));

const q = (dscPergunta: string | null, imgPergunta: string | null, respostas: GameQuestion['respostas']) => ({
  dscPergunta,
  imgPergunta,
  respostas,
});
const a = (dscResposta: string | null, imgResposta: string | null, correct = true) => ({
  dscResposta,
  imgResposta,
  indRespostaCorreta: correct ? ('S' as const) : ('N' as const),
});
const mirrored = (picture: Picture) => q(null, ref(picture), [a(null, ref(picture))]);
const game = (codTrlJogo: number, perguntas: GameQuestion[]): ContentDetail =>
  ({ codTrlTipoConteudo: 3, codTrlJogo, dscConteudoJogo: '', perguntas }) as ContentDetail;

/** The ten games of the demo, one of each kind. */
const GAMES: ContentDetail[] = [
  game(1, [q('O órgão que bombeia o sangue', null, [a('coração', null)])]),
  game(2, (['heart', 'lungs', 'brain', 'bone'] as const).map(mirrored)),
  game(
    3,
    (['heart', 'lungs', 'brain', 'bone'] as const).map((p, i) =>
      q(['Bombeia o sangue', 'Enche de ar', 'Pensa e lembra', 'Sustenta o corpo'][i]!, null, [
        a(null, ref(p)),
      ]),
    ),
  ),
  game(4, [mirrored('heart'), mirrored('lungs')]),
  game(5, [mirrored('heart')]),
  game(6, [
    q(
      'Qual órgão usamos para respirar?',
      ref('lungs'),
      ['Pulmão', 'Estômago', 'Fígado', 'Rim'].map((t, i) => a(t, null, i === 0)),
    ),
  ]),
  game(7, [
    q('O coração bombeia o sangue.', null, [a('S', null, true), a('N', null, false)]),
    q('Os ossos são feitos de água.', null, [a('S', null, false), a('N', null, true)]),
  ]),
  game(8, [
    q(null, null, [a(null, ref('heart')), a(null, ref('lungs'))]),
    q(null, null, [a(null, ref('plant')), a(null, ref('waterCycle'))]),
  ]),
  game(9, [
    q('O * leva o * para o corpo todo.', null, [
      a('sangue', null),
      a('oxigênio', null),
      a('osso', null, false),
    ]),
  ]),
  game(10, [
    q(
      'Qual imagem mostra o ciclo da água?',
      null,
      (['solarSystem', 'waterCycle', 'plant', 'clock'] as const).map((p, i) => a(null, ref(p), i === 1)),
    ),
  ]),
];

/**
 * The demo content, through the same commands as the API: two trails with chapters and lessons,
 * one content of every type and one game of every kind; "Ciências da Natureza" is the active
 * lesson of 6º ano A, added by its Professor, and the class's first student has seen some of it.
 * Idempotent: the trails are found by title, and what exists is kept.
 */
export async function seedDemoContent(app: INestApplicationContext, meta: RequestMeta): Promise<string[]> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  const existing = new Set((await listTrails(db)).map((t) => t.dscTitulo));
  if (existing.has('Ciências da Natureza')) return ['Demo trails: kept as they are (seeded before)'];

  await app.get(DrawnImages).ensure(
    PICTURES.map((name) => ({
      id: pictureId(name),
      name: `${name}.png`,
      draw: () => sharp(Buffer.from(DRAWN[name])).png().toBuffer(),
    })),
    eventMetadata(meta),
  );
  const subjects = await listSubjects(db);
  const subject = (name: string) =>
    (subjects.find((s) => s.nomMateria === name) ?? subjects[0]!).codTrlMateria;
  const [character1, character2] = await listCharacters(db);
  // The assembly the lesson builds: the water cycle, whose parts (sun, cloud, rain, sea) the text names.
  const assemblies = await listAssemblies(db);
  const assembly = assemblies.find((x) => x.nomMontagem === 'Ciclo da água') ?? assemblies[0];

  const trail = async (dscTitulo: string) =>
    (await bus.execute(new CreateTrailCommand({ dscTitulo } as never, meta))).codTrlLivro;
  const chapter = async (codTrlLivro: number, dscTitulo: string) =>
    (await bus.execute(new CreateChapterCommand({ codTrlLivro, dscTitulo } as never, meta))).codTrlCapitulo!;
  const lesson = async (codTrlCapitulo: number, dscTitulo: string, dscDescricao: string, materia: string) =>
    (
      await bus.execute(
        new CreateLessonCommand(
          { codTrlCapitulo, dscTitulo, dscDescricao, codTrlMateria: subject(materia) } as never,
          meta,
        ),
      )
    ).answer.codTrlAula;
  const content = (codTrlAula: number, detail: ContentDetail) =>
    bus.execute(new CreateContentCommand(codTrlAula, detail.codTrlTipoConteudo, detail, meta));

  const science = await trail('Ciências da Natureza');
  const body = await chapter(science, 'O corpo humano');
  const systems = await lesson(body, 'Sistemas do corpo', 'Como o corpo funciona por dentro.', 'Ciências');
  await content(systems, {
    codTrlTipoConteudo: 1,
    dscTitulo: 'O coração',
    dscTexto: 'O coração é um músculo que bombeia o sangue para todo o corpo, levando oxigênio e nutrientes.',
  });
  await content(systems, { codTrlTipoConteudo: 2, dscTitulo: 'O coração', dscImagem: pictureId('heart') });
  await content(systems, {
    codTrlTipoConteudo: 4,
    entradas: [
      { codTrlPersonagem: character1!.codTrlPersonagem, dscTexto: 'Vamos descobrir como o corpo funciona?' },
      {
        codTrlPersonagem: (character2 ?? character1)!.codTrlPersonagem,
        dscTexto: 'Eu quero saber do coração!',
      },
    ],
  });
  await content(systems, {
    codTrlTipoConteudo: 5,
    dscTitulo: 'O sistema circulatório',
    dscDescricao: 'Um vídeo curto sobre o caminho do sangue.',
    dscLink: 'https://www.youtube.com/watch?v=f1JWVfpWzpo',
  });
  const games = await lesson(body, 'Jogos do corpo', 'Dez jogos para praticar.', 'Ciências');
  for (const detail of GAMES) await content(games, detail);
  const water = await chapter(science, 'A água');
  const cycle = await lesson(water, 'O ciclo da água', 'Evaporação, condensação e chuva.', 'Ciências');
  await content(cycle, {
    codTrlTipoConteudo: 2,
    dscTitulo: 'O ciclo da água',
    dscImagem: pictureId('waterCycle'),
  });
  await content(cycle, {
    codTrlTipoConteudo: 6,
    codTrlMontagem: assembly!.codTrlMontagem,
    dscTitulo: 'Monte o ciclo da água',
    dscTexto:
      'Monte as quatro partes na ordem: o sol aquece a água do mar, o vapor sobe e vira nuvem, ' +
      'a nuvem fica pesada e a chuva cai, a água da chuva volta para o rio e o mar.',
  });

  const portuguese = await trail('Língua Portuguesa');
  const reading = await chapter(portuguese, 'Leitura');
  const stories = await lesson(reading, 'Histórias curtas', 'Ler e completar frases.', 'Língua Portuguesa');
  await content(stories, {
    codTrlTipoConteudo: 1,
    dscTitulo: 'A coruja',
    dscTexto: 'A coruja dorme de dia e caça à noite. Seus olhos grandes enxergam no escuro.',
  });
  await content(
    stories,
    game(9, [
      q('A * dorme de * e caça à noite.', null, [a('coruja', null), a('dia', null), a('gata', null, false)]),
    ]),
  );
  await chapter(portuguese, 'Escrita');

  const lines = [`Demo trails: Ciências da Natureza (id ${science}), Língua Portuguesa (id ${portuguese})`];
  // The Professor puts the science trail in front of 6º ano A; a student starts it.
  const professor = await findUserByLogin(db, 'DMMT-0005');
  const student = await findUserByLogin(db, 'DMMT-0006');
  if (!professor || !student) return lines;
  const as = (user: UserDirectoryEntry, profile: Profile) => actingAs(meta, user, profile);
  const [sixthA] = await classesOfUser(db, professor.codBseUsuario);
  if (!sixthA) return lines;
  const link = await bus.execute(
    new AddClassBookCommand(
      { codBseTurma: sixthA.codBseTurma, codTrlLivro: science },
      as(professor, Profile.Professor),
    ),
  );
  await bus.execute(
    new ActivateClassBookCommand(link.answer.codTrlLivroTurma, as(professor, Profile.Professor)),
  );
  const learner = as(student, Profile.Aluno);
  const played = await app.get(LearnerTrails).trail(learner.user!, sixthA.codBseTurma);
  for (const c of played.capitulos[0]?.aulas[0]?.conteudos.slice(0, 3) ?? [])
    await bus.execute(
      new ViewContentCommand({ codBseTurma: sixthA.codBseTurma, codTrlConteudo: c.codTrlConteudo }, learner),
    );
  // Another student went through the whole first chapter and rated it (the progress and rating reports).
  const finisher = await findUserByLogin(db, 'DMCE-0002');
  const first = played.capitulos[0];
  if (finisher && first) {
    const reader = as(finisher, Profile.Aluno);
    for (const lesson of first.aulas)
      for (const c of lesson.conteudos) {
        await bus.execute(
          new ViewContentCommand(
            { codBseTurma: sixthA.codBseTurma, codTrlConteudo: c.codTrlConteudo },
            reader,
          ),
        );
        // A chapter is complete once every game of it was played too (decision 0035): a round each,
        // started by the server as the player starts it (decision 0057).
        if (c.codTrlTipoConteudo === 3) {
          const at = { codBseTurma: sixthA.codBseTurma, codTrlConteudo: c.codTrlConteudo };
          const { roundId } = await app.get(GameRounds).start(reader.user!, at);
          await bus.execute(
            new RecordGameAttemptCommand({ ...at, roundId, answers: [], durationMs: 60_000 }, reader),
          );
        }
      }
    await bus.execute(
      new RateChapterCommand(
        {
          codBseTurma: sixthA.codBseTurma,
          codTrlCapitulo: first.codTrlCapitulo,
          avaliacoes: [
            { codAvaliacao: 1, numAvaliacao: 5 },
            { codAvaliacao: 2, numAvaliacao: 4 },
            { codAvaliacao: 3, numAvaliacao: 5 },
          ],
        },
        reader,
      ),
    );
  }
  lines.push(
    `  active lesson of ${sixthA.nomTurma ?? sixthA.codBseTurma}: Ciências da Natureza; DMMT-0006 has started it, ` +
      'DMCE-0002 completed its first chapter (a round of each game) and rated it',
  );
  return lines;
}
