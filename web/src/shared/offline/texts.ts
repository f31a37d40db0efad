import { createTexts, type SameKeys } from '../texts';

/** The texts of the device's queue of writes (`offline.`). */
const pt = {
  waitingOne: '1 item aguardando conexão',
  waitingMany: '{{count}} itens aguardando conexão',
  syncedAt: 'Sincronizado às {{time}}',
  neverSynced: 'Nada aguardando conexão',
  syncNow: 'Sincronizar agora',
  refusedTitle: 'Não aceito pelo servidor',
  refusedList: 'Não aceitos ({{count}})',
  refusedDismiss: 'Dispensar',
  kind_visto: 'Conteúdo visto',
  kind_tentativa: 'Rodada de jogo',
  kind_avaliacao: 'Avaliação de capítulo',
  kind_resposta: 'Respostas de atividade',
  signOutWaiting:
    'Há {{count}} itens aguardando conexão. Se sair agora, eles serão enviados quando você entrar de novo neste aparelho.',
  signOutWaitingOne:
    'Há 1 item aguardando conexão. Se sair agora, ele será enviado quando você entrar de novo neste aparelho.',
  signOut: 'Sair',
  cancel: 'Cancelar',
  savedOffline: 'Salvo neste aparelho: será enviado quando a conexão voltar.',
};

const en: SameKeys<typeof pt> = {
  waitingOne: '1 item waiting for a connection',
  waitingMany: '{{count}} items waiting for a connection',
  syncedAt: 'Synced at {{time}}',
  neverSynced: 'Nothing waiting for a connection',
  syncNow: 'Sync now',
  refusedTitle: 'Not accepted by the server',
  refusedList: 'Not accepted ({{count}})',
  refusedDismiss: 'Dismiss',
  kind_visto: 'Content seen',
  kind_tentativa: 'Game round',
  kind_avaliacao: 'Chapter rating',
  kind_resposta: 'Activity answers',
  signOutWaiting:
    'There are {{count}} items waiting for a connection. If you sign out now, they will be sent when you sign in again on this device.',
  signOutWaitingOne:
    'There is 1 item waiting for a connection. If you sign out now, it will be sent when you sign in again on this device.',
  signOut: 'Sign out',
  cancel: 'Cancel',
  savedOffline: 'Saved on this device: it will be sent when the connection returns.',
};

const es: SameKeys<typeof pt> = {
  waitingOne: '1 elemento esperando conexión',
  waitingMany: '{{count}} elementos esperando conexión',
  syncedAt: 'Sincronizado a las {{time}}',
  neverSynced: 'Nada esperando conexión',
  syncNow: 'Sincronizar ahora',
  refusedTitle: 'No aceptado por el servidor',
  refusedList: 'No aceptados ({{count}})',
  refusedDismiss: 'Descartar',
  kind_visto: 'Contenido visto',
  kind_tentativa: 'Ronda de juego',
  kind_avaliacao: 'Evaluación de capítulo',
  kind_resposta: 'Respuestas de actividad',
  signOutWaiting:
    'Hay {{count}} elementos esperando conexión. Si sale ahora, se enviarán cuando vuelva a entrar en este dispositivo.',
  signOutWaitingOne:
    'Hay 1 elemento esperando conexión. Si sale ahora, se enviará cuando vuelva a entrar en este dispositivo.',
  signOut: 'Salir',
  cancel: 'Cancelar',
  savedOffline: 'Guardado en este dispositivo: se enviará cuando vuelva la conexión.',
};

/** `t` for the queue's texts (`offline.<key>`). */
export const useOfflineTexts = createTexts('offline', { pt, en, es });
export const OfflineText = useOfflineTexts.Text;
