import { assertNever, recordDecider, type RecordState, requireActive } from '@school/modules/kernel';
import { isPostEvent, type PostEvent, type PostFields } from './post.events.js';

export type PostCommand =
  | {
      type: 'PublishPost';
      codBsePostagem: number;
      fields: PostFields;
      creator: { id: number; name: string };
    }
  | { type: 'EditPost'; fields: PostFields }
  | { type: 'DeletePost' };

/** A post as published (its edits merged in). */
type PublishedPost = Extract<PostEvent, { type: 'PostPublished' }>['data'];

export type PostState = RecordState<'post', PublishedPost>;

export const postDecider = recordDecider<PostCommand, PostEvent, 'post', PublishedPost>({
  isEvent: isPostEvent,
  key: 'post',
  steps: { PostPublished: 'created', PostEdited: 'changed', PostDeleted: 'deleted' },

  decide: (command, state) => {
    switch (command.type) {
      case 'PublishPost':
        return [
          {
            type: 'PostPublished',
            data: {
              codBsePostagem: command.codBsePostagem,
              ...command.fields,
              codUsuarioCriacao: command.creator.id,
              nomUsuarioCriacao: command.creator.name,
            },
          },
        ];
      case 'EditPost':
        requireActive(state);
        return [
          { type: 'PostEdited', data: { codBsePostagem: state.post.codBsePostagem, ...command.fields } },
        ];
      case 'DeletePost':
        requireActive(state);
        return [{ type: 'PostDeleted', data: { codBsePostagem: state.post.codBsePostagem } }];
      default:
        return assertNever(command);
    }
  },
});
