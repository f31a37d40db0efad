import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { firstTrailSequence, isTrailCatalogueEvent, type TrailCatalogueEvent } from './trail.events.js';

/**
 * `exist`: whether both trails exist (not deleted), read from their streams by the handler:
 * the catalogue owns the order, each trail its own life.
 */
export type TrailCatalogueCommand = { type: 'SwapTrails'; livro1: number; livro2: number; exist: boolean };

/** The places that swaps moved; a trail not in it is at its first place (its id). */
export type TrailCatalogueState = ReadonlyMap<number, number>;

const placeOf = (state: TrailCatalogueState, id: number) => state.get(id) ?? firstTrailSequence(id);

/** The order of the trails (inverterLivros): one stream, so concurrent swaps never lose one. */
export const trailCatalogueDecider: Decider<TrailCatalogueCommand, TrailCatalogueState, TrailCatalogueEvent> =
  {
    isEvent: isTrailCatalogueEvent,
    initialState: () => new Map(),

    evolve: (state, event) => {
      switch (event.type) {
        case 'TrailsSwapped':
          return new Map(state)
            .set(event.data.livro1.codTrlLivro, event.data.livro1.numSequencia)
            .set(event.data.livro2.codTrlLivro, event.data.livro2.numSequencia);
        default:
          return assertNever(event.type);
      }
    },

    decide: (command, state) => {
      switch (command.type) {
        case 'SwapTrails': {
          if (!command.exist) throw new DomainError('generic.notFound');
          if (command.livro1 === command.livro2) throw new DomainError('trail.swapSame');
          return [
            {
              type: 'TrailsSwapped',
              data: {
                livro1: { codTrlLivro: command.livro1, numSequencia: placeOf(state, command.livro2) },
                livro2: { codTrlLivro: command.livro2, numSequencia: placeOf(state, command.livro1) },
              },
            },
          ];
        }
        default:
          return assertNever(command.type);
      }
    },
  };
