import { Inject, Injectable } from '@nestjs/common';
import { Profile } from '@school/modules/kernel';
import {
  SUPPORT_SOCKET_EVENTS,
  type SupportDeletedPayload,
  type SupportRequest,
} from '@school/modules/support';
import { profileRoom, RealtimeService } from '@school/backend/realtime/realtime.service';

/** Every Assistente's open desk learns of new and deleted requests without a reload. */
@Injectable()
export class SupportDeskNotifier {
  constructor(@Inject(RealtimeService) private readonly realtime: RealtimeService) {}

  created(request: SupportRequest): void {
    this.realtime.broadcast(profileRoom(Profile.Assistente), SUPPORT_SOCKET_EVENTS.created, request);
  }

  deleted(codBseSuporte: number): void {
    const payload: SupportDeletedPayload = { codBseSuporte };
    this.realtime.broadcast(profileRoom(Profile.Assistente), SUPPORT_SOCKET_EVENTS.deleted, payload);
  }
}
