import { describe, expect, it, vi } from 'vitest';
import type { GameRoundStart, PlayerContent } from '@school/modules/teaching/contracts';
import { ApiError } from '../../shared/api';
import { pickCheck, roundStart, unreachable } from './offlineGames';

type GameContent = Extract<PlayerContent, { codTrlTipoConteudo: 3 }>;
const memory: GameContent = {
  codTrlConteudo: 7,
  numSequencia: 1,
  nomTipo: 'Jogo',
  codTrlTipoConteudo: 3,
  codTrlJogo: 2,
  nomJogo: 'Memória',
  dscTitulo: 'Memória',
  dscConteudoJogo: '',
  jogo: { codTrlJogo: 2, images: ['/api/files/a', '/api/files/b'] },
  offline: { rounds: [{ roundId: 'predrawn', board: [0, 1, 1, 0] }] },
};
const served: GameRoundStart = { roundId: 'served', board: [1, 0, 0, 1] };

describe('the player’s games offline (decision 0077)', () => {
  it('asks the server for a pick when the trail carries no key for its game', async () => {
    const server = vi.fn().mockResolvedValue({ right: true });
    const check = pickCheck({ ...memory, offline: undefined }, server);
    expect(await check('1-2')).toEqual({ right: true });
    expect(server).toHaveBeenCalledWith('1-2');
  });

  it('starts a round on the server’s board while the server answers, and shows its refusals', async () => {
    expect(await roundStart(6, memory, () => Promise.resolve(served))()).toEqual(served);
    const refused = new ApiError(404, 'generic.notFound', 'Não encontrado');
    await expect(roundStart(6, memory, () => Promise.reject(refused))()).rejects.toBe(refused);
  });

  it('tells a request that never reached the server from one it refused', () => {
    expect(unreachable(ApiError.network())).toBe(true);
    expect(unreachable(new ApiError(503, 'generic.server', 'Indisponível'))).toBe(true);
    expect(unreachable(new ApiError(409, 'player.roundRecorded', 'Já registrada'))).toBe(false);
    expect(unreachable(new Error('boom'))).toBe(false);
  });
});
