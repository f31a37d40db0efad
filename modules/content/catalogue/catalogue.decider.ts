import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import {
  type AssemblyAddedData,
  type CatalogueEvent,
  type CharacterAddedData,
  type ContentTypeAddedData,
  type GameAddedData,
  isCatalogueEvent,
  type SubjectAddedData,
} from './catalogue.events.js';

/** Every entry of the reference data, by kind, as the seed defines it. */
export interface CatalogueEntries {
  contentTypes: ContentTypeAddedData[];
  games: GameAddedData[];
  subjects: SubjectAddedData[];
  characters: CharacterAddedData[];
  assemblies: AssemblyAddedData[];
}

/** What the stream holds, by kind and code. */
export interface CatalogueState {
  contentTypes: Record<number, ContentTypeAddedData>;
  games: Record<number, GameAddedData>;
  subjects: Record<number, SubjectAddedData>;
  characters: Record<number, CharacterAddedData>;
  assemblies: Record<number, AssemblyAddedData>;
}

/**
 * The seed's one command: add the entries whose code the catalogue does not hold yet. An entry
 * already there is left as it was recorded (the seed never rewrites history), so running it
 * again, or on several instances at once, adds nothing.
 */
export type CatalogueCommand = { type: 'AddMissingEntries'; entries: CatalogueEntries };

const filled = (...texts: string[]) => texts.every((text) => text.trim() !== '');

type Kind = keyof CatalogueEntries;
type EntryOf<K extends Kind> = CatalogueEntries[K][number];

/** How each kind of entry is told (its code) and what it must hold (a name, an image). */
const KINDS: {
  [K in Kind]: { code: (entry: EntryOf<K>) => number; complete: (entry: EntryOf<K>) => boolean };
} = {
  contentTypes: { code: (e) => e.codTrlTipoConteudo, complete: (e) => filled(e.nomTipo) },
  games: { code: (e) => e.codTrlJogo, complete: (e) => filled(e.nomJogo) },
  subjects: { code: (e) => e.codTrlMateria, complete: (e) => filled(e.nomMateria) },
  characters: { code: (e) => e.codTrlPersonagem, complete: (e) => filled(e.nomPersonagem, e.imgPersonagem) },
  assemblies: { code: (e) => e.codTrlMontagem, complete: (e) => filled(e.nomMontagem, e.imgMontagem) },
};

/**
 * The entries of one kind that the catalogue lacks. A code that is not a positive integer or
 * comes twice, an empty name or a missing image is the seed's bug: refused, nothing appended.
 */
function missing<K extends Kind>(kind: K, entries: CatalogueEntries, state: CatalogueState): EntryOf<K>[] {
  const { code, complete } = KINDS[kind];
  const held: Record<number, unknown> = state[kind];
  const seen = new Set<number>();
  return entries[kind].filter((entry: EntryOf<K>) => {
    const id = code(entry);
    if (!Number.isSafeInteger(id) || id < 1 || seen.has(id) || !complete(entry))
      throw new DomainError('generic.invalid', { params: { kind, code: id } });
    seen.add(id);
    return !(id in held);
  });
}

export const catalogueDecider: Decider<CatalogueCommand, CatalogueState, CatalogueEvent> = {
  isEvent: isCatalogueEvent,
  initialState: () => ({ contentTypes: {}, games: {}, subjects: {}, characters: {}, assemblies: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ContentTypeAdded':
        return {
          ...state,
          contentTypes: { ...state.contentTypes, [event.data.codTrlTipoConteudo]: event.data },
        };
      case 'GameAdded':
        return { ...state, games: { ...state.games, [event.data.codTrlJogo]: event.data } };
      case 'SubjectAdded':
        return { ...state, subjects: { ...state.subjects, [event.data.codTrlMateria]: event.data } };
      case 'CharacterAdded':
        return { ...state, characters: { ...state.characters, [event.data.codTrlPersonagem]: event.data } };
      case 'AssemblyAdded':
        return { ...state, assemblies: { ...state.assemblies, [event.data.codTrlMontagem]: event.data } };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddMissingEntries': {
        const { entries } = command;
        return [
          ...missing('contentTypes', entries, state).map((data): CatalogueEvent => ({
            type: 'ContentTypeAdded',
            data,
          })),
          ...missing('games', entries, state).map((data): CatalogueEvent => ({ type: 'GameAdded', data })),
          ...missing('subjects', entries, state).map((data): CatalogueEvent => ({
            type: 'SubjectAdded',
            data,
          })),
          ...missing('characters', entries, state).map((data): CatalogueEvent => ({
            type: 'CharacterAdded',
            data,
          })),
          ...missing('assemblies', entries, state).map((data): CatalogueEvent => ({
            type: 'AssemblyAdded',
            data,
          })),
        ];
      }
      default:
        return assertNever(command.type);
    }
  },
};
