import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import {
  type ClassActivityEvent,
  type ClassActivityRef,
  isClassActivityEvent,
} from './class-activity.events.js';

export type ClassActivityCommand =
  /** `existing`: which of the activities exist and the caller reads (the activities read model's fact, decision 0071). */
  | {
      type: 'AddClassActivities';
      codBseTurma: number;
      itens: ClassActivityRef[];
      existing: readonly number[];
    }
  | { type: 'SetClassActivityActive'; codBseAtividadeTurma: number; active: boolean }
  | { type: 'RemoveClassActivity'; codBseAtividadeTurma: number };

export interface ClassActivitiesState {
  /** The class's activities not removed, by codBseAtividadeTurma. */
  links: ReadonlyMap<number, ClassActivityRef & { active: boolean }>;
}

export const classActivityDecider: Decider<ClassActivityCommand, ClassActivitiesState, ClassActivityEvent> = {
  isEvent: isClassActivityEvent,
  initialState: () => ({ links: new Map() }),

  evolve: (state, event) => {
    const links = new Map(state.links);
    switch (event.type) {
      case 'ClassActivitiesAdded':
        for (const item of event.data.itens) links.set(item.codBseAtividadeTurma, { ...item, active: false });
        return { links };
      case 'ClassActivityOpened':
      case 'ClassActivityClosed': {
        const link = links.get(event.data.codBseAtividadeTurma);
        if (link)
          links.set(link.codBseAtividadeTurma, { ...link, active: event.type === 'ClassActivityOpened' });
        return { links };
      }
      case 'ClassActivityRemoved':
        links.delete(event.data.codBseAtividadeTurma);
        return { links };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'AddClassActivities': {
        const existing = new Set(command.existing);
        if (command.itens.length === 0 || command.itens.some((i) => !existing.has(i.codBseAtividade)))
          throw new DomainError('generic.notFound');
        const added = new Set([...state.links.values()].map((l) => l.codBseAtividade));
        const asked = command.itens.map((i) => i.codBseAtividade);
        // All or none: one already in the class (or asked twice) refuses the whole selection.
        if (asked.some((a) => added.has(a)) || new Set(asked).size !== asked.length)
          throw new DomainError('classActivity.addFailed');
        return [
          { type: 'ClassActivitiesAdded', data: { codBseTurma: command.codBseTurma, itens: command.itens } },
        ];
      }
      case 'SetClassActivityActive': {
        const link = state.links.get(command.codBseAtividadeTurma);
        if (!link) throw new DomainError('generic.notFound');
        if (link.active === command.active) return [];
        const { active: _active, ...ref } = link;
        return [{ type: command.active ? 'ClassActivityOpened' : 'ClassActivityClosed', data: ref }];
      }
      case 'RemoveClassActivity': {
        const link = state.links.get(command.codBseAtividadeTurma);
        if (!link) throw new DomainError('generic.notFound');
        const { active: _active, ...ref } = link;
        return [{ type: 'ClassActivityRemoved', data: ref }];
      }
      default:
        return assertNever(command);
    }
  },
};
