import { assertNever, type Decider } from '@school/modules/kernel';
import { isNotificationEvent, type NotificationEvent } from './notification.events.js';

/** `ids`: the caller's own notifications, as the handler found them in the read model. */
export type NotificationCommand = {
  type: 'MarkNotificationsRead';
  codBseUsuario: number;
  ids: readonly number[];
};

export interface NotificationState {
  /** The ids marked read so far. */
  read: ReadonlySet<number>;
}

/** A user's read marks: each notification is marked once; marking it again decides nothing. */
export const notificationDecider: Decider<NotificationCommand, NotificationState, NotificationEvent> = {
  isEvent: isNotificationEvent,
  initialState: () => ({ read: new Set() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationsRead':
        return { read: new Set([...state.read, ...event.data.ids]) };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'MarkNotificationsRead': {
        const ids = [...new Set(command.ids)].filter((id) => !state.read.has(id)).sort((a, b) => a - b);
        if (ids.length === 0) return [];
        return [{ type: 'NotificationsRead', data: { codBseUsuario: command.codBseUsuario, ids } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
