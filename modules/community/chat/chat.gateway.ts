import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  type ChatAck,
  type ChatPresence,
  type ChatSync,
  type ChatSyncAck,
  type ChatRefusal,
  chatToServerSchema,
  requestSyncSchema,
} from '@school/modules/community';
import { DomainError, issueCode, translate, type Language, type MessageCode } from '@school/modules/kernel';
import { messagesOfRoom } from '@school/projections/chat';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import { SessionRegistry } from '@school/backend/auth/session-registry';
import { TokenService, type TokenClaims } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { shownErased } from '@school/backend/http/erased-text';
import type { RequestMeta } from '@school/backend/http/request-meta';
import { userRoom } from '@school/backend/realtime/realtime.service';
import { SessionSockets } from '@school/backend/realtime/session-sockets';
import { socketLanguage } from '@school/backend/realtime/socket-auth';
import { ChatPresenceService, chatSocketRoom } from './chat-presence.service.js';
import { ChatRoomsService } from './chat-rooms.service.js';
import { chatMessage, SendChatMessageCommand } from './send-chat-message.handler.js';

interface ChatSocketData {
  user: TokenClaims;
  chatRooms: number[];
  presence: ChatPresence;
  /**
   * The admission (session, rooms, presence), set synchronously as the socket connects: events
   * the client emitted at once (socket.io flushes its buffer on connect) wait for it. Resolves to
   * the socket's rooms, or null when the socket was not admitted.
   */
  admission: Promise<number[] | null>;
}

/** A socket refusal in the socket's language: the code, its text, and the seconds to wait for a limit. */
const refuser =
  (language: Language) =>
  (code: MessageCode, data: Pick<DomainError['data'], 'params' | 'retryAfterSeconds'> = {}): ChatRefusal => ({
    ok: false,
    code,
    message: translate(code, language, data.params),
    ...(data.retryAfterSeconds !== undefined ? { retryAfterSeconds: data.retryAfterSeconds } : {}),
  });

/**
 * The chat's live socket (`/chat`), with exactly the spec's events. The token is checked at the
 * handshake and the socket follows its session (SessionSockets): a deactivated member is
 * disconnected. A socket joins its user's rooms; `chatToServer` saves the message, then delivers
 * it (`chatToClient`) to the room's other sockets on every instance, and acknowledges it to the
 * sender; `requestSyncMessages` answers `syncMessages` with what came after the client's last id.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, namespace: CHAT_NAMESPACE })
export class ChatGateway
  implements
    OnGatewayInit<Namespace>,
    OnGatewayConnection<Socket>,
    OnGatewayDisconnect<Socket>,
    OnModuleDestroy
{
  private readonly logger = new Logger('Chat');
  private readonly sockets: SessionSockets;
  private namespace: Namespace | null = null;
  /** The app is shutting down: its sockets close, and nobody is told (the adapter is going too). */
  private stopping = false;

  constructor(
    @Inject(TokenService) tokens: TokenService,
    @Inject(SessionRegistry) sessions: SessionRegistry,
    private readonly commands: CommandBus,
    private readonly rooms: ChatRoomsService,
    private readonly presence: ChatPresenceService,
    @Inject(DATABASE) private readonly db: Db,
  ) {
    this.sockets = new SessionSockets(tokens, sessions);
  }

  afterInit(namespace: Namespace): void {
    this.namespace = namespace;
    this.sockets.attach(namespace);
    this.presence.attach(namespace);
  }

  handleConnection(socket: Socket): Promise<void> {
    // Set before the first await: Nest binds the message handlers right after this call returns.
    const admission = this.admit(socket).catch((error: unknown) => {
      this.logger.warn(`chat socket ${socket.id} not admitted: ${String(error)}`);
      socket.disconnect(true);
      return null;
    });
    (socket.data as ChatSocketData).admission = admission;
    return admission.then(() => undefined);
  }

  private async admit(socket: Socket): Promise<number[] | null> {
    const user = await this.sockets.admit(socket);
    if (!user) return null;
    const rooms = await this.rooms.roomsOf(user.userId);
    const directory = await findUser(this.db, user.userId);
    const data = socket.data as ChatSocketData;
    const chatRooms = rooms.map((r) => r.codChtSala);
    data.presence = {
      codBseUsuario: user.userId,
      login: user.login,
      nome: directory?.nomUsuario ?? user.login,
    };
    await socket.join(chatRooms.map(chatSocketRoom));
    data.chatRooms = chatRooms;
    if (chatRooms.length) socket.to(chatRooms.map(chatSocketRoom)).emit(CHAT_EVENTS.connected, data.presence);
    const users = await Promise.all(chatRooms.map((r) => this.presence.usersOf(r)));
    socket.emit(CHAT_EVENTS.users, users.flat());
    this.logger.debug(`chat socket ${socket.id} of user ${user.userId} in ${chatRooms.length} rooms`);
    return chatRooms;
  }

  /** The socket's rooms once its admission has ended (null: not admitted). */
  private roomsOf(socket: Socket): Promise<number[] | null> {
    return (socket.data as Partial<ChatSocketData>).admission ?? Promise.resolve(null);
  }

  async handleDisconnect(socket: Socket): Promise<void> {
    this.sockets.release(socket);
    const data = socket.data as Partial<ChatSocketData>;
    if (!data.user || !data.presence || !data.chatRooms?.length || !this.namespace) return;
    // Offline once the user's last chat socket (on any instance) is gone.
    const left = await this.namespace
      .in(userRoom(data.user.userId))
      .fetchSockets()
      .catch(() => []);
    if (left.length === 0)
      this.namespace.to(data.chatRooms.map(chatSocketRoom)).emit(CHAT_EVENTS.disconnected, data.presence);
  }

  onModuleDestroy(): void {
    this.stopping = true;
    this.sockets.stop();
  }

  @SubscribeMessage(CHAT_EVENTS.toServer)
  async onMessage(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ChatAck> {
    const language = socketLanguage(socket.handshake);
    const refuse = refuser(language);
    try {
      const rooms = await this.roomsOf(socket);
      if (!rooms) return refuse('generic.unauthenticated');
      const parsed = chatToServerSchema.safeParse(body);
      if (!parsed.success) return refuse(issueCode(parsed.error.issues[0]));
      if (!rooms.includes(parsed.data.sala)) return refuse('chat.roomNotFound');
      const { mensagem, novo } = await this.commands.execute(
        new SendChatMessageCommand(
          { codChtSala: parsed.data.sala, txtMensagem: parsed.data.conteudo, clientId: parsed.data.id },
          this.meta(socket, language),
        ),
      );
      if (novo) this.presence.deliver(mensagem, socket.id);
      return { ok: true, mensagem };
    } catch (error) {
      return this.refusal(error, refuse);
    }
  }

  /**
   * `syncMessages` with what came after the client's last id; the same answer is the event's
   * acknowledgement, or the refusal when the room is not the caller's.
   */
  @SubscribeMessage(CHAT_EVENTS.requestSync)
  async onSync(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ChatSyncAck> {
    const language = socketLanguage(socket.handshake);
    const refuse = refuser(language);
    try {
      const rooms = await this.roomsOf(socket);
      if (!rooms) return refuse('generic.unauthenticated');
      const parsed = requestSyncSchema.safeParse(body);
      if (!parsed.success) return refuse(issueCode(parsed.error.issues[0]));
      if (!rooms.includes(parsed.data.sala)) return refuse('chat.roomNotFound');
      const mensagens = (await messagesOfRoom(this.db, parsed.data.sala, parsed.data.depois)).map(
        chatMessage,
      );
      // An erased author's words and name in the socket's language (decision 0061).
      const sync: ChatSync = shownErased({ sala: parsed.data.sala, mensagens }, language);
      socket.emit(CHAT_EVENTS.sync, sync);
      return { ok: true, ...sync };
    } catch (error) {
      return this.refusal(error, refuse);
    }
  }

  /** A refusal's acknowledgement; anything else is logged and acknowledged as the server's failure, never dropped. */
  private refusal(error: unknown, refuse: ReturnType<typeof refuser>): ChatRefusal {
    if (error instanceof DomainError) return refuse(error.code, error.data);
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return refuse('generic.server');
  }

  @SubscribeMessage(CHAT_EVENTS.disconnect)
  onLeave(@ConnectedSocket() socket: Socket): void {
    socket.disconnect(true);
  }

  private meta(socket: Socket, language: RequestMeta['language']): RequestMeta {
    const agent = socket.handshake.headers['user-agent'];
    return {
      user: (socket.data as ChatSocketData).user,
      correlationId: `chat-${socket.id}-${Date.now()}`,
      idempotencyKey: null,
      ip: socket.handshake.address,
      userAgent: Array.isArray(agent) ? (agent[0] ?? '') : (agent ?? ''),
      language,
    };
  }
}
