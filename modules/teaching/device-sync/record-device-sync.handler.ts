import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deviceSyncDecider, deviceSyncStream, type RecordSync } from '@school/modules/teaching';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** A device's queue stored something: DeviceSynced, for the teacher's progress screen. */
export class RecordDeviceSyncCommand extends Command<WriteResult<number>> {
  constructor(
    readonly sync: Omit<RecordSync, 'type'>,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** On the learner's stream of syncs, without an expected revision: two devices syncing at once never conflict. */
@CommandHandler(RecordDeviceSyncCommand)
export class RecordDeviceSyncHandler implements ICommandHandler<
  RecordDeviceSyncCommand,
  WriteResult<number>
> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ sync, meta }: RecordDeviceSyncCommand): Promise<WriteResult<number>> {
    return this.pipeline.handle(meta, {
      stream: deviceSyncStream(sync.codBseUsuario),
      decider: deviceSyncDecider,
      command: { type: 'RecordSync', ...sync },
      noConflict: true,
    });
  }
}
