import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { DeleteSupportRequestHandler } from './delete-support-request.handler.js';
import { RequestSupportHandler } from './request-support.handler.js';
import { SupportDeskNotifier } from './support-desk.notifier.js';
import { SupportController } from './support.controller.js';

/** Support requests ("Fale conosco") and the support desk. */
@Module({
  imports: [RealtimeModule],
  controllers: [SupportController],
  providers: [RequestSupportHandler, DeleteSupportRequestHandler, SupportDeskNotifier],
})
export class SupportModule {}
