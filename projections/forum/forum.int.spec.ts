import { describe, expect, it } from 'vitest';
import { ERASED } from '@school/modules/kernel';
import type { ForumEvent } from '@school/modules/community';
import { projectionSpec } from '@school/test-support';
import { findForumTopic, forumProjection, postsOfTopic, topicOfPost, topicsOfRoom } from './index.js';

const spec = projectionSpec<ForumEvent>(forumProjection);

const autor = { codBseUsuario: 3, nomUsuario: 'Diretora', cstLogin: 'DMMT-0003', codBsePerfil: 3 };
const opened = (codFrmTopico: number, codBseEscola: number | null, codFrmSala = 4): ForumEvent => ({
  type: 'ForumTopicOpened',
  data: {
    codFrmTopico,
    codFrmSala,
    txtTopico: `Tópico ${codFrmTopico}`,
    dscTopico: 'Mensagem',
    codBseEscola,
    autor,
  },
});
const post = (codFrmTopico: number, codFrmPostagem: number): ForumEvent => ({
  type: 'ForumPostPublished',
  data: { codFrmTopico, codFrmPostagem, txtPostagem: `Resposta ${codFrmPostagem}`, autor },
});

describe('forum read model', () => {
  it('lists a room’s topics of a school and the network, newest first, with their reply counts', async () => {
    await spec.given(
      opened(1, 2),
      opened(2, null),
      opened(3, 9),
      opened(4, 2, 1),
      post(1, 10),
      post(1, 11),
      post(2, 12),
      {
        type: 'ForumPostDeleted',
        data: { codFrmTopico: 1, codFrmPostagem: 11 },
      },
    );
    const ofSchool = await topicsOfRoom(spec.db, 4, 2);
    expect(ofSchool.map((t) => [t.codFrmTopico, t.quantidadeRespostas])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    expect((await topicsOfRoom(spec.db, 4, undefined)).map((t) => t.codFrmTopico)).toEqual([3, 2, 1]);
    expect((await topicsOfRoom(spec.db, 4, null)).map((t) => t.codFrmTopico)).toEqual([2]);
    expect((await postsOfTopic(spec.db, 1)).map((p) => p.txtPostagem)).toEqual(['Resposta 10']);
    expect(await topicOfPost(spec.db, 12)).toBe(2);
  });

  it('closes, edits and deletes a topic with its posts', async () => {
    await spec.given(opened(20, 2), post(20, 30));
    await spec.given(
      { type: 'ForumTopicChanged', data: { codFrmTopico: 20, txtTopico: 'Novo', dscTopico: 'Nova' } },
      { type: 'ForumTopicClosed', data: { codFrmTopico: 20 } },
      { type: 'ForumPostChanged', data: { codFrmTopico: 20, codFrmPostagem: 30, txtPostagem: 'Editada' } },
    );
    expect(await findForumTopic(spec.db, 20)).toMatchObject({
      txtTopico: 'Novo',
      indFechado: 'S',
      quantidadeRespostas: 1,
    });
    expect((await postsOfTopic(spec.db, 20))[0]!.txtPostagem).toBe('Editada');
    await spec.given({ type: 'ForumTopicDeleted', data: { codFrmTopico: 20 } });
    expect(await findForumTopic(spec.db, 20)).toBeUndefined();
    expect(await postsOfTopic(spec.db, 20)).toEqual([]);
  });
});

describe('forum read model: erasure (decision 0061)', () => {
  it('keeps an erased student’s topic and posts without its words or name; a reply to it keeps its own text', async () => {
    const student = {
      codBseUsuario: 60,
      nomUsuario: 'Zuleica Pereira',
      cstLogin: 'ZPX-0060',
      codBsePerfil: 6,
    };
    const after = await spec.afterErasure(
      'forum',
      [
        {
          type: 'ForumTopicOpened',
          data: {
            codFrmTopico: 90,
            codFrmSala: 4,
            txtTopico: 'Dúvida da Zuleica',
            dscTopico: 'Como faço a lição?',
            codBseEscola: 2,
            autor: student,
          },
        },
        {
          type: 'ForumPostPublished',
          data: { codFrmTopico: 90, codFrmPostagem: 91, txtPostagem: 'Minha dúvida', autor: student },
        },
        {
          type: 'ForumPostPublished',
          data: { codFrmTopico: 90, codFrmPostagem: 92, txtPostagem: 'Veja a aula 2', autor },
        },
        {
          type: 'ForumPostChanged',
          data: { codFrmTopico: 90, codFrmPostagem: 91, txtPostagem: 'Minha dúvida, editada' },
        },
      ],
      60,
      [
        'Zuleica Pereira',
        'ZPX-0060',
        'Dúvida da Zuleica',
        'Como faço a lição?',
        'Minha dúvida',
        'Minha dúvida, editada',
      ],
    );
    expect(after.forum_topics).toMatchObject([
      {
        cod_frm_topico: 90,
        txt_topico: ERASED,
        dsc_topico: ERASED,
        nom_usuario: ERASED,
        cst_login: ERASED,
        cod_usuario_criacao: 60,
      },
    ]);
    expect(after.forum_posts!.map((p) => [p.cod_frm_postagem, p.txt_postagem, p.nom_usuario])).toEqual([
      [91, ERASED, ERASED],
      [92, 'Veja a aula 2', 'Diretora'],
    ]);
  });
});
