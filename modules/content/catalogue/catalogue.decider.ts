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

/**
 * The entries of one kind that the catalogue lacks. A code that is not a positive integer or
 * comes twice, an empty name or a missing image is the seed's bug: refused, nothing appended.
 */
function missing<Entry>(
  kind: keyof CatalogueEntries,
  entries: readonly Entry[],
  held: Record<number, unknown>,
  code: (entry: Entry) => number,
  complete: (entry: Entry) => boolean,
): Entry[] {
  const seen = new Set<number>();
  return entries.filter((entry) => {
    const id = code(entry);
    if (!Number.isSafeInteger(id) || id < 1 || seen.has(id) || !complete(entry))
      throw new DomainError('generic.invalid', { params: { kind, code: id } });
    seen.add(id);
    return !(id in held);
  });
}

const filled = (...texts: string[]) => texts.every((text) => text.trim() !== '');

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
          ...missing(
            'contentTypes',
            entries.contentTypes,
            state.contentTypes,
            (e) => e.codTrlTipoConteudo,
            (e) => filled(e.nomTipo),
          ).map((data): CatalogueEvent => ({ type: 'ContentTypeAdded', data })),
          ...missing(
            'games',
            entries.games,
            state.games,
            (e) => e.codTrlJogo,
            (e) => filled(e.nomJogo),
          ).map((data): CatalogueEvent => ({ type: 'GameAdded', data })),
          ...missing(
            'subjects',
            entries.subjects,
            state.subjects,
            (e) => e.codTrlMateria,
            (e) => filled(e.nomMateria),
          ).map((data): CatalogueEvent => ({ type: 'SubjectAdded', data })),
          ...missing(
            'characters',
            entries.characters,
            state.characters,
            (e) => e.codTrlPersonagem,
            (e) => filled(e.nomPersonagem, e.imgPersonagem),
          ).map((data): CatalogueEvent => ({ type: 'CharacterAdded', data })),
          ...missing(
            'assemblies',
            entries.assemblies,
            state.assemblies,
            (e) => e.codTrlMontagem,
            (e) => filled(e.nomMontagem, e.imgMontagem),
          ).map((data): CatalogueEvent => ({ type: 'AssemblyAdded', data })),
        ];
      }
      default:
        return assertNever(command.type);
    }
  },
};
