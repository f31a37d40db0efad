import { describe, expect, it } from 'vitest';
import { filesOfTrail, keptCacheName, userOfToken, withSeen } from './keptTrail';

const token = (payload: object) =>
  `Bearer x.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('what the service worker keeps of the player', () => {
  it('keeps each user apart by the id its token names, and nothing for a request without one', () => {
    expect(userOfToken(token({ sub: '42', prf: 6 }))).toBe('42');
    expect(keptCacheName('42')).toBe('trilha-mantida-42');
    expect(userOfToken(null)).toBeNull();
    expect(userOfToken('Bearer not-a-token')).toBeNull();
    expect(userOfToken(token({ sub: '../7' }))).toBeNull();
  });

  it('finds every file the player will ask for, wherever the trail names it, once', () => {
    const trail = {
      capitulos: [
        {
          aulas: [
            {
              conteudos: [
                { codTrlTipoConteudo: 2, dscImagem: '/api/files/a1' },
                {
                  codTrlTipoConteudo: 4,
                  entradas: [{ imgPersonagem: '/api/files/p1' }, { imgPersonagem: null }],
                },
                {
                  codTrlTipoConteudo: 3,
                  jogo: {
                    perguntas: [{ imgPergunta: '/api/files/g1', respostas: [{ img: '/api/files/a1' }] }],
                  },
                },
                {
                  codTrlTipoConteudo: 5,
                  dscLink: 'https://youtu.be/abc',
                  dscTexto: 'veja /api/files/x1 aqui',
                },
              ],
            },
          ],
        },
      ],
    };
    expect(filesOfTrail(trail).sort()).toEqual(['/api/files/a1', '/api/files/g1', '/api/files/p1']);
  });

  it('resumes the kept trail at the content seen last', () => {
    const trail = { codTrlConteudoAtual: 1, vistos: [1], dscTitulo: 'Sistema Solar' };
    expect(withSeen(trail, 5)).toEqual({
      codTrlConteudoAtual: 5,
      vistos: [1, 5],
      dscTitulo: 'Sistema Solar',
    });
    expect(withSeen(withSeen(trail, 5), 5).vistos).toEqual([1, 5]);
  });
});
