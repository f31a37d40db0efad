import { describe, expect, it } from 'vitest';
import type { PostEvent } from '@school/modules/community';
import { ERASED } from '@school/modules/kernel';
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

describe('post list read model: erasure (decision 0061)', () => {
  it('keeps an erased author’s posts in the list (their category and date), without its words or name', async () => {
    const by: PostEvent = {
      type: 'PostPublished',
      data: {
        codBsePostagem: 70,
        ctgPostagem: 'Eventos',
        dscPostagem: 'Festa da Zuleica',
        txtPostagem: '<p>Venham todos</p>',
        codUsuarioCriacao: 5,
        nomUsuarioCriacao: 'Zuleica Pereira',
      },
    };
    const after = await spec.afterErasure('posts', [by, published(71, 'Outra')], 5, [
      'Festa da Zuleica',
      '<p>Venham todos</p>',
      'Zuleica Pereira',
    ]);
    expect(
      after.post_list!.map((p) => [p.ctg_postagem, p.dsc_postagem, p.txt_postagem, p.nom_usuario_criacao]),
    ).toEqual([
      ['Eventos', ERASED, ERASED, ERASED],
      ['Eventos', 'Outra', '<p>Texto</p>', 'Master'],
    ]);
  });
});
