import { assertNever, ERASED, type RecordedEvent } from '@school/modules/kernel';
import type { UserEvent } from '@school/modules/identity';
import {
  type CatalogueEvent,
  type ContentDetail,
  type ContentEvent,
  GAME_IMAGES_MAX,
  gameImages,
  type LessonEvent,
} from '@school/modules/content';
import { eventsOf } from '@school/projections/kernel';

/** What a record now references: `fileId` null when it references no file any more. */
export interface ReferenceChange {
  kind: string;
  refId: string;
  fileId: string | null;
}

/**
 * One kind of record that uses files, seen from its events: a user's avatar today, a
 * content's images later. Each kind is one source here and one reader in the backend
 * (who may read a file that record uses). A record holds at most one file per kind.
 */
export interface ReferenceSource {
  readonly kind: string;
  /** The event types that change its references (the file catalogue handles them too). */
  readonly handles: readonly string[];
  /** What an event of `handles` changes (nothing for another event). */
  changes(event: RecordedEvent): ReferenceChange[];
}

/** `refId` is the user's id (codBseUsuario). */
export const USER_AVATAR = 'user-avatar';

const userAvatarEvents = eventsOf<UserEvent>()([
  'UserCreated',
  'UserAvatarChanged',
  'UserDeleted',
  'PersonalDataErased',
]);

/** An avatar's file id as an event holds it: none when the user's data was erased (decision 0061). */
const avatarOf = (imgAvatar: string | null): string | null => (imgAvatar === ERASED ? null : imgAvatar);

export const userAvatarReferences: ReferenceSource = {
  kind: USER_AVATAR,
  handles: userAvatarEvents.handles,
  changes(e) {
    if (!userAvatarEvents.is(e)) return [];
    const ref = (id: number, fileId: string | null) => [{ kind: USER_AVATAR, refId: String(id), fileId }];
    switch (e.type) {
      case 'UserCreated': {
        const avatar = avatarOf(e.data.imgAvatar);
        return avatar ? ref(e.data.codBseUsuario, avatar) : [];
      }
      case 'UserAvatarChanged':
        return ref(e.data.codBseUsuario, avatarOf(e.data.imgAvatar));
      case 'UserDeleted':
      case 'PersonalDataErased':
        // The photo is the user's: no record holds it any more (the orphan sweep takes it).
        return ref(e.data.codBseUsuario, null);
      default:
        return assertNever(e);
    }
  },
};

// --- content catalogue (the images of characters and assemblies) ---
/** `refId` is `personagem-<codTrlPersonagem>` or `montagem-<codTrlMontagem>`. */
export const CATALOGUE_IMAGE = 'content-catalogue';

const catalogueImageEvents = eventsOf<CatalogueEvent>()(['CharacterAdded', 'AssemblyAdded']);

export const catalogueImageReferences: ReferenceSource = {
  kind: CATALOGUE_IMAGE,
  handles: catalogueImageEvents.handles,
  changes(e) {
    if (!catalogueImageEvents.is(e)) return [];
    switch (e.type) {
      case 'CharacterAdded':
        return [
          {
            kind: CATALOGUE_IMAGE,
            refId: `personagem-${e.data.codTrlPersonagem}`,
            fileId: e.data.imgPersonagem,
          },
        ];
      case 'AssemblyAdded':
        return [
          { kind: CATALOGUE_IMAGE, refId: `montagem-${e.data.codTrlMontagem}`, fileId: e.data.imgMontagem },
        ];
      default:
        return assertNever(e);
    }
  },
};
// --- end content catalogue ---

// --- lesson contents (image contents, type 2, and the images of games, type 3) ---
/**
 * `refId` is the content's id (codTrlConteudo) for an image content's image, and
 * `<codTrlConteudo>/<n>` for the n-th distinct image of a game (0 to GAME_IMAGES_MAX - 1): a
 * game's new set names every slot, so the images it no longer holds are released.
 */
export const CONTENT_IMAGE = 'lesson-content';

const contentImageEvents = eventsOf<LessonEvent | ContentEvent>()([
  'ContentCreated',
  'ContentDetailSet',
  'ContentDeleted',
]);

const gameSlots = (id: number, images: readonly string[]): ReferenceChange[] =>
  Array.from({ length: GAME_IMAGES_MAX }, (_, n) => ({
    kind: CONTENT_IMAGE,
    refId: `${id}/${n}`,
    fileId: images[n] ?? null,
  }));

function detailReferences(id: number, detail: ContentDetail | null): ReferenceChange[] {
  if (detail?.codTrlTipoConteudo === 2)
    return [{ kind: CONTENT_IMAGE, refId: String(id), fileId: detail.dscImagem }];
  if (detail?.codTrlTipoConteudo === 3) return gameSlots(id, gameImages(detail.perguntas));
  return [];
}

export const contentImageReferences: ReferenceSource = {
  kind: CONTENT_IMAGE,
  handles: contentImageEvents.handles,
  changes(e) {
    if (!contentImageEvents.is(e)) return [];
    const id = e.data.codTrlConteudo;
    switch (e.type) {
      case 'ContentCreated':
      case 'ContentDetailSet':
        return detailReferences(id, e.data.detail);
      case 'ContentDeleted':
        return [{ kind: CONTENT_IMAGE, refId: String(id), fileId: null }, ...gameSlots(id, [])];
      default:
        return assertNever(e);
    }
  },
};
// --- end lesson contents ---

export const REFERENCE_SOURCES: readonly ReferenceSource[] = [
  userAvatarReferences,
  catalogueImageReferences, // content catalogue
  contentImageReferences, // lesson contents
];

export function referenceChanges(event: RecordedEvent): ReferenceChange[] {
  return REFERENCE_SOURCES.flatMap((source) =>
    source.handles.includes(event.type) ? source.changes(event) : [],
  );
}
