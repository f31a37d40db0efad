import {
  type Content,
  type ContentDetail,
  type EditorLesson,
  gameTitle,
  type Lesson,
} from '@school/modules/content';
import { catalogueNames, type CatalogueNames } from '@school/projections/content-catalogue';
import { findRowWith, tablesOf, type Db } from '@school/projections/kernel';
import { chapterEditorSchema, type ContentRow } from './chapter-editor.tables.js';

const tables = (db: Db) => tablesOf(db, chapterEditorSchema);

const lessonColumns = [
  'cod_trl_aula as codTrlAula',
  'cod_trl_capitulo as codTrlCapitulo',
  'cod_trl_materia as codTrlMateria',
  'num_sequencia as numSequencia',
  'dsc_titulo as dscTitulo',
  'dsc_descricao as dscDescricao',
] as const;

/** A chapter's lessons by sequence number. */
export async function listLessons(db: Db, codTrlCapitulo: number): Promise<Lesson[]> {
  return tables(db)
    .selectFrom('lesson_list')
    .select(lessonColumns)
    .where('cod_trl_capitulo', '=', codTrlCapitulo)
    .orderBy('num_sequencia')
    .orderBy('cod_trl_aula')
    .execute();
}

export async function findLesson(db: Db, id: number): Promise<Lesson | undefined> {
  return tables(db)
    .selectFrom('lesson_list')
    .select(lessonColumns)
    .where('cod_trl_aula', '=', id)
    .executeTakeFirst();
}

/** A content as stored: where it is, its type and its detail (the write path's lookup). */
export interface StoredContent {
  codTrlConteudo: number;
  codTrlAula: number;
  codTrlCapitulo: number;
  codTrlTipoConteudo: number;
  numSequencia: number;
  detail: ContentDetail | null;
}

const stored = (row: ContentRow): StoredContent => ({
  codTrlConteudo: row.cod_trl_conteudo,
  codTrlAula: row.cod_trl_aula,
  codTrlCapitulo: row.cod_trl_capitulo,
  codTrlTipoConteudo: row.cod_trl_tipo_conteudo,
  numSequencia: row.num_sequencia,
  detail: row.detail ? (JSON.parse(row.detail) as ContentDetail) : null,
});

export async function findStoredContent(db: Db, id: number): Promise<StoredContent | undefined> {
  const row = await findRowWith(db, chapterEditorSchema, 'content_list', { cod_trl_conteudo: id });
  return row && stored(row);
}

/** A lesson's contents as stored, by sequence number (what a copy of the trail copies, decision 0070). */
export async function listStoredContents(db: Db, codTrlAula: number): Promise<StoredContent[]> {
  const rows = await tables(db)
    .selectFrom('content_list')
    .selectAll()
    .where('cod_trl_aula', '=', codTrlAula)
    .orderBy('num_sequencia')
    .orderBy('cod_trl_conteudo')
    .execute();
  return rows.map(stored);
}

/** Where the files context serves an image by id. */
export const imagePath = (fileId: string): string => `/api/files/${fileId}`;

type Names = CatalogueNames;

/**
 * What tells two games of one kind apart in the editor: the first question's text (the hangman's
 * hint, the quiz's question, the first statement…), else the game's own description; null for a
 * game of images only with no description.
 */
function gameLabel(game: { perguntas: readonly { dscPergunta: string | null }[]; dscConteudoJogo: string }) {
  const question = game.perguntas.map((q) => q.dscPergunta?.trim()).find((text) => !!text);
  return question || game.dscConteudoJogo.trim() || null;
}

/**
 * A content with its preview: the text, the image, the game's name and first question (or
 * description), or a plain label for dialogue, video and assembly.
 */
function preview(content: StoredContent, names: Names): Content {
  const d = content.detail;
  const base: Content = {
    codTrlConteudo: content.codTrlConteudo,
    codTrlAula: content.codTrlAula,
    codTrlTipoConteudo: content.codTrlTipoConteudo,
    numSequencia: content.numSequencia,
    nomTipo: names.type.get(content.codTrlTipoConteudo) ?? '',
    dscTitulo: d && 'dscTitulo' in d ? (d.dscTitulo ?? null) : null,
    dscTexto: null,
    dscImagem: null,
    nomJogo: null,
    label: null,
  };
  switch (d?.codTrlTipoConteudo) {
    case 1:
      return { ...base, dscTexto: d.dscTexto };
    case 2:
      return { ...base, dscImagem: imagePath(d.dscImagem) };
    case 3: {
      // Its own title (decision 0071), else its game's name (a game stored before it has none).
      const nomJogo = names.game.get(d.codTrlJogo) ?? '';
      return { ...base, dscTitulo: gameTitle(d, nomJogo), nomJogo, label: gameLabel(d) };
    }
    case 4:
      return {
        ...base,
        label: d.entradas.map((e) => names.character.get(e.codTrlPersonagem) ?? '').join(', '),
      };
    case 5:
      return { ...base, label: d.dscTitulo || d.dscLink };
    case 6:
      return { ...base, label: names.assembly.get(d.codTrlMontagem) ?? '', dscTexto: d.dscTexto };
    default:
      return base;
  }
}

/** A lesson's contents by sequence number, with their previews. */
export async function listContents(db: Db, codTrlAula: number): Promise<Content[]> {
  const [rows, names] = await Promise.all([
    tables(db)
      .selectFrom('content_list')
      .selectAll()
      .where('cod_trl_aula', '=', codTrlAula)
      .orderBy('num_sequencia')
      .orderBy('cod_trl_conteudo')
      .execute(),
    catalogueNames(db),
  ]);
  return rows.map((r) => preview(stored(r), names));
}

export async function findContent(db: Db, id: number): Promise<Content | undefined> {
  const [content, names] = await Promise.all([findStoredContent(db, id), catalogueNames(db)]);
  return content && preview(content, names);
}

/** The chapter editor: every lesson of a chapter with its contents and previews, in a fixed number of reads. */
export async function chapterLessons(db: Db, codTrlCapitulo: number): Promise<EditorLesson[]> {
  const [lessons, rows, names] = await Promise.all([
    listLessons(db, codTrlCapitulo),
    tables(db)
      .selectFrom('content_list')
      .selectAll()
      .where('cod_trl_capitulo', '=', codTrlCapitulo)
      .orderBy('num_sequencia')
      .orderBy('cod_trl_conteudo')
      .execute(),
    catalogueNames(db),
  ]);
  const byLesson = new Map<number, Content[]>();
  for (const row of rows) {
    const list = byLesson.get(row.cod_trl_aula) ?? [];
    list.push(preview(stored(row), names));
    byLesson.set(row.cod_trl_aula, list);
  }
  return lessons.map((l) => ({ ...l, conteudos: byLesson.get(l.codTrlAula) ?? [] }));
}

/** A lesson with its contents as stored (their whole detail): what the player plays. */
export interface LessonWithContents extends Lesson {
  contents: StoredContent[];
}

/** The lessons of several chapters (a trail's), each with its contents, in two reads. */
export async function lessonsOfChapters(
  db: Db,
  chapterIds: readonly number[],
): Promise<LessonWithContents[]> {
  if (chapterIds.length === 0) return [];
  const [lessons, rows] = await Promise.all([
    tables(db)
      .selectFrom('lesson_list')
      .select(lessonColumns)
      .where('cod_trl_capitulo', 'in', [...chapterIds])
      .orderBy('num_sequencia')
      .orderBy('cod_trl_aula')
      .execute(),
    tables(db)
      .selectFrom('content_list')
      .selectAll()
      .where('cod_trl_capitulo', 'in', [...chapterIds])
      .orderBy('num_sequencia')
      .orderBy('cod_trl_conteudo')
      .execute(),
  ]);
  const byLesson = new Map<number, StoredContent[]>();
  for (const row of rows) {
    const list = byLesson.get(row.cod_trl_aula) ?? [];
    list.push(stored(row));
    byLesson.set(row.cod_trl_aula, list);
  }
  return lessons.map((l) => ({ ...l, contents: byLesson.get(l.codTrlAula) ?? [] }));
}

/** The chapter's editor version (`chapter_versions`): '' for a chapter no lesson was ever added to. */
export async function chapterVersion(db: Db, codTrlCapitulo: number): Promise<string> {
  return (await chapterVersions(db, [codTrlCapitulo]))[0]!;
}

/** The versions of these chapters (the position of the last event that changed each; '' for none), in their order. */
export async function chapterVersions(db: Db, chapterIds: readonly number[]): Promise<string[]> {
  if (chapterIds.length === 0) return [];
  const rows = await tables(db)
    .selectFrom('chapter_versions')
    .select(['cod_trl_capitulo', 'position'])
    .where('cod_trl_capitulo', 'in', chapterIds)
    .execute();
  const byChapter = new Map(rows.map((r) => [r.cod_trl_capitulo, r.position]));
  return chapterIds.map((id) => byChapter.get(id) ?? '');
}
