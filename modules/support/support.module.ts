import { Module } from '@nestjs/common';
import { RealtimeModule } from '@school/backend/realtime/realtime.module';
import { DeleteSupportRequestHandler } from './support-request/delete-support-request.handler.js';
import { RequestPasswordHelpHandler } from './support-request/password-help.handler.js';
import { PasswordHelpController } from './support-request/password-help.controller.js';
import { RequestSupportHandler } from './support-request/request-support.handler.js';
import { SupportDeskNotifier } from './support-request/support-desk.notifier.js';
import { SupportController } from './support-request/support.controller.js';

/** Support requests ("Fale conosco") and the support desk. */
@Module({
  imports: [RealtimeModule],
  controllers: [SupportController, PasswordHelpController],
  providers: [
    RequestSupportHandler,
    RequestPasswordHelpHandler,
    DeleteSupportRequestHandler,
    SupportDeskNotifier,
  ],
})
export class SupportModule {}
