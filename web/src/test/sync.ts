import type { SyncItem, SyncKind, SyncRequest } from '../shared/offline';
import { type ApiMock, type ApiRequest, Reply } from './api';

type KindAnswer = unknown | Reply | ((dados: never) => unknown);

/**
 * POST /plataforma/sincronizar as the server answers it, each item by its kind: a value applies it
 * (its `resultado`), a `refusal(...)` refuses it with its message. Kinds not given are applied.
 *
 *   mockApi({ 'POST /plataforma/sincronizar': syncRoute({ tentativa: { won: true, score: 1 } }) })
 */
export function syncRoute(kinds: Partial<Record<SyncKind, KindAnswer>> = {}) {
  return (request: ApiRequest) => {
    const { itens } = request.body as SyncRequest;
    return {
      itens: itens.map((item) => {
        const given = kinds[item.tipo];
        const answer = typeof given === 'function' ? (given as (d: unknown) => unknown)(item.dados) : given;
        if (answer instanceof Reply && answer.status >= 400) {
          const body = answer.body as { code: string; message: string };
          return { id: item.id, status: answer.status, erro: { code: body.code, message: body.message } };
        }
        return { id: item.id, status: 200, resultado: answer ?? 1 };
      }),
      sincronizadoEm: new Date().toISOString(),
    };
  };
}

/** The items of a kind the device sent to the sync route, in order. */
export function syncedItems(api: ApiMock, tipo: SyncKind): SyncItem[] {
  return api
    .calls('POST /plataforma/sincronizar')
    .flatMap((c) => (c.body as SyncRequest).itens.filter((i) => i.tipo === tipo));
}

/** Their bodies (what the route's own POST would have had). */
export function syncedBodies(api: ApiMock, tipo: SyncKind): unknown[] {
  return syncedItems(api, tipo).map((i) => i.dados);
}
