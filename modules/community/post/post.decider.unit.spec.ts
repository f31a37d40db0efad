import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { type PostCommand, postDecider } from './post.decider.js';
import type { PostEvent, PostFields } from './post.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(postDecider, context);

const fields: PostFields = {
  ctgPostagem: 'Eventos',
  dscPostagem: 'Feira de ciências',
  txtPostagem: '<p>Sábado.</p>',
};
const published: PostEvent = {
  type: 'PostPublished',
  data: { codBsePostagem: 3, ...fields, codUsuarioCriacao: 1, nomUsuarioCriacao: 'Master' },
};
const publish: PostCommand = {
  type: 'PublishPost',
  codBsePostagem: 3,
  fields,
  creator: { id: 1, name: 'Master' },
};
const deleted: PostEvent = { type: 'PostDeleted', data: { codBsePostagem: 3 } };

describe('post decider', () => {
  it('publishes a post once, edits and deletes a live one only', () => {
    spec.given([]).when(publish).then([published]);
    spec.given([published]).when(publish).thenFails('generic.conflict');
    const edited = { ...fields, dscPostagem: 'Feira adiada' };
    spec
      .given([published])
      .when({ type: 'EditPost', fields: edited })
      .then([{ type: 'PostEdited', data: { codBsePostagem: 3, ...edited } }]);
    spec.given([published]).when({ type: 'DeletePost' }).then([deleted]);
    spec.given([published, deleted]).when({ type: 'EditPost', fields }).thenFails('generic.notFound');
    spec.given([]).when({ type: 'DeletePost' }).thenFails('generic.notFound');
  });
});
