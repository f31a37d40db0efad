import { describe, expect, it } from 'vitest';
import type { PostEvent } from '@school/modules/community';
import { projectionSpec } from '@school/test-support';
import { findPost, listPosts, postListProjection } from './index.js';

const spec = projectionSpec<PostEvent>(postListProjection);

const published = (codBsePostagem: number, dscPostagem: string): PostEvent => ({
  type: 'PostPublished',
  data: {
    codBsePostagem,
    ctgPostagem: 'Eventos',
    dscPostagem,
    txtPostagem: '<p>Texto</p>',
    codUsuarioCriacao: 1,
    nomUsuarioCriacao: 'Master',
  },
});

describe('post list read model', () => {
  it('lists posts newest first, with their edits, without the deleted', async () => {
    await spec.given(published(1, 'Feira'), published(2, 'Olimpíada'), {
      type: 'PostEdited',
      data: {
        codBsePostagem: 1,
        ctgPostagem: 'Avisos',
        dscPostagem: 'Feira adiada',
        txtPostagem: '<p>Outro</p>',
      },
    });
    expect((await listPosts(spec.db)).map((p) => [p.codBsePostagem, p.ctgPostagem, p.dscPostagem])).toEqual([
      [2, 'Eventos', 'Olimpíada'],
      [1, 'Avisos', 'Feira adiada'],
    ]);
    await spec.given({ type: 'PostDeleted', data: { codBsePostagem: 2 } });
    expect(await findPost(spec.db, 2)).toBeUndefined();
    expect((await findPost(spec.db, 1))?.txtPostagem).toBe('<p>Outro</p>');
  });
});
