import { useQuery } from '@tanstack/react-query';
import {
  type Assembly,
  type ChapterEditor,
  type Character,
  type ContentType,
  type Game,
  type GameImage,
  gameImages,
  type GameQuestion,
  type GameQuestions,
  mapGameImages,
  type Subject,
} from '@school/modules/content/contracts';
import { api, uploadWithProgress } from '../../../shared/api';
import { uploadImage } from '../../../shared/image';
import { useApiGet, useWrite } from '../../../shared/query';

/** The chapter editor's query key (a chapter's lessons and contents, one call). */
export const EDITOR_KEY = ['trl_aula', 'editor'] as const;

/** GET /trl_aula/editorDoCapitulo/{id}: the chapter, its lessons and their contents with previews. */
export function useChapterEditor(id: number | null) {
  return useApiGet<ChapterEditor>([...EDITOR_KEY, id], `/trl_aula/editorDoCapitulo/${id}`, id !== null);
}

const catalogue = <T>(path: string) =>
  function useCatalogue() {
    return useQuery({
      queryKey: [path],
      queryFn: ({ signal }) => api<T[]>(path, { signal }),
      staleTime: Infinity,
    });
  };
export const useSubjects = catalogue<Subject>('/trl_materia');
export const useContentTypes = catalogue<ContentType>('/trl_tipo_conteudo');
export const useCharacters = catalogue<Character>('/trl_personagem');
export const useAssemblies = catalogue<Assembly>('/trl_montagem');
export const useGames = catalogue<Game>('/trl_jogo');

export interface LessonBody {
  dscTitulo: string;
  dscDescricao: string;
  codTrlMateria: number;
}

/** A write of the editor: what it changes shows once the chapter's editor is read again. */
const editorWrite = <Vars>(write: (vars: Vars, idempotencyKey: string) => Promise<unknown>) =>
  function useEditorWrite() {
    return useWrite({ write, invalidates: [EDITOR_KEY] });
  };

/** POST /trl_aula (a new lesson of the chapter), or PUT /trl_aula/{id}. */
export const useSaveLesson = editorWrite(
  (
    { codTrlCapitulo, id, body }: { codTrlCapitulo: number; id: number | null; body: LessonBody },
    idempotencyKey,
  ) =>
    id === null
      ? api('/trl_aula', { method: 'POST', body: { ...body, codTrlCapitulo }, idempotencyKey })
      : api(`/trl_aula/${id}`, { method: 'PUT', body: { ...body, codTrlAula: id }, idempotencyKey }),
);

export const useDeleteLesson = editorWrite((id: number, idempotencyKey) =>
  api(`/trl_aula/${id}`, { method: 'DELETE', idempotencyKey }),
);

/** inverterAulas: the two lessons exchange sequence numbers. */
export const useSwapLessons = editorWrite(([aula1, aula2]: [number, number], idempotencyKey) =>
  api('/trl_aula/inverterAulas/x', { method: 'PUT', body: { aula1, aula2 }, idempotencyKey }),
);

export const useDeleteContent = editorWrite((id: number, idempotencyKey) =>
  api(`/trl_conteudo/${id}`, { method: 'DELETE', idempotencyKey }),
);

/** inverterConteudos: the two contents exchange sequence numbers. */
export const useSwapContents = editorWrite(([conteudo1, conteudo2]: [number, number], idempotencyKey) =>
  api('/trl_conteudo/inverterConteudos/x', { method: 'PUT', body: { conteudo1, conteudo2 }, idempotencyKey }),
);

/** Where a content is saved: a new one of a lesson, or an existing one by its id. */
export type ContentTarget = { codTrlAula: number } | { codTrlConteudo: number };

/** The detail routes by type: the JSON ones (the image is multipart). */
export const DETAIL_PATH: Record<number, string> = {
  1: '/trl_conteudo_texto',
  4: '/trl_conteudo_personagem_texto',
  5: '/trl_conteudo_video',
  6: '/trl_conteudo_montagem',
};

/** A new content with its detail in one event (the detail POST naming the lesson), or an edit by the content's id. */
function saveDetail(
  type: number,
  target: ContentTarget,
  body: object,
  idempotencyKey: string,
): Promise<unknown> {
  const path = DETAIL_PATH[type]!;
  return 'codTrlConteudo' in target
    ? api(`${path}/${target.codTrlConteudo}`, { method: 'PUT', body, idempotencyKey })
    : api(path, { method: 'POST', body: { ...body, ...target }, idempotencyKey });
}

/** POST /trl_conteudo_imagem: a new image content (codTrlAula) or a new image for one (codTrlConteudo), with the upload's progress. */
function createImageContent(
  target: ContentTarget,
  dscTitulo: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  const form = new FormData();
  for (const [key, value] of Object.entries(target)) form.append(key, String(value));
  form.append('dscTitulo', dscTitulo);
  form.append('file', file);
  return uploadWithProgress('/trl_conteudo_imagem', form, onProgress);
}

/** PUT /trl_conteudo_imagem/{id} without a file: the image stays, the title changes. */
function renameImageContent(id: number, dscTitulo: string, idempotencyKey: string): Promise<unknown> {
  const form = new FormData();
  form.append('dscTitulo', dscTitulo);
  return api(`/trl_conteudo_imagem/${id}`, { method: 'PUT', body: form, idempotencyKey });
}

/** GET /trl_conteudo_<tipo>/loadInfoConteudo<Tipo>/{id}. */
export function loadDetail<T>(type: number, id: number): Promise<T> {
  const name = { 1: 'texto', 2: 'imagem', 4: 'personagem_texto', 5: 'video', 6: 'montagem' }[type];
  const load = { 1: 'Texto', 2: 'Imagem', 4: 'PersonagemTexto', 5: 'Video', 6: 'Montagem' }[type];
  return api<T>(`/trl_conteudo_${name}/loadInfoConteudo${load}/${id}`);
}

/** A game content as GET /trl_conteudo_jogo/loadInfoConteudoJogo/{id} answers it (images as /api/files/<id>). */
export interface LoadedGame extends GameQuestions {
  codTrlConteudo: number;
  nomJogo: string;
  /** Its own title, "" for none (decision 0071). */
  dscTitulo: string;
  dscConteudoJogo: string;
}

export function loadGame(id: number): Promise<LoadedGame> {
  return api<LoadedGame>(`/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`);
}

/**
 * Uploads the files a game's form picked (each once, even where the game uses it twice) with the
 * shared image upload, which also waits for each file's scaling job, reporting the progress over
 * all of them; answers the questions with the references the server gave in their place.
 */
async function uploadGameImages(
  perguntas: GameQuestion<GameImage>[],
  onProgress: (fraction: number) => void,
): Promise<GameQuestion[]> {
  const files = gameImages(perguntas).filter((i): i is File => typeof i !== 'string');
  const refs = new Map<File, string>();
  for (const [index, file] of files.entries()) {
    // Each file's share: its upload, then its scaling.
    const { url } = await uploadImage(file, ({ phase, percent }) =>
      onProgress((index + (phase === 'uploading' ? 0 : 0.5) + percent / 200) / files.length),
    );
    refs.set(file, url);
  }
  return mapGameImages(perguntas, (image) => (typeof image === 'string' ? image : refs.get(image)!));
}

/** A new game content (POST with the lesson) or a whole new set for one (PUT by the content's id). */
function saveGame(
  target: ContentTarget,
  game: GameQuestions & { dscTitulo: string; dscConteudoJogo?: string },
  idempotencyKey: string,
): Promise<unknown> {
  return 'codTrlConteudo' in target
    ? api(`/trl_conteudo_jogo/${target.codTrlConteudo}`, { method: 'PUT', body: game, idempotencyKey })
    : api('/trl_conteudo_jogo', { method: 'POST', body: { ...game, ...target }, idempotencyKey });
}

/** What the content dialog saves: a detail's JSON body, an image (a new file, or only a new title), or a game. */
export type ContentSave = { target: ContentTarget; onProgress: (fraction: number) => void } & (
  | { type: 'detail'; codTrlTipoConteudo: number; body: object }
  | { type: 'image'; dscTitulo: string; file: File | null }
  | { type: 'game'; questions: GameQuestions<GameImage>; dscTitulo: string }
);

/**
 * Saves a content of any type (one key for the whole action: a game's images are uploaded
 * first, with their progress, then the whole set goes in one call).
 */
export const useSaveContent = editorWrite(async (save: ContentSave, idempotencyKey) => {
  const { target, onProgress } = save;
  switch (save.type) {
    case 'detail':
      return saveDetail(save.codTrlTipoConteudo, target, save.body, idempotencyKey);
    case 'image':
      return save.file
        ? createImageContent(target, save.dscTitulo, save.file, onProgress)
        : // An edit without a new file keeps the image and changes the title.
          renameImageContent(
            (target as { codTrlConteudo: number }).codTrlConteudo,
            save.dscTitulo,
            idempotencyKey,
          );
    case 'game': {
      onProgress(0);
      const perguntas = await uploadGameImages(save.questions.perguntas, onProgress);
      const game = { codTrlJogo: save.questions.codTrlJogo, dscTitulo: save.dscTitulo, perguntas };
      return saveGame(target, game, idempotencyKey);
    }
  }
});
