import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MyData } from '@school/modules/identity';
import {
  AnswersDeactivated,
  CurrentUser,
  RequirePermission,
} from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { MyDataReader } from './my-data.reader.js';

@ApiTags('Usuários')
@ApiBearerAuth()
@Controller('bse_usuario')
export class MyDataController {
  constructor(private readonly reader: MyDataReader) {}

  // The legacy client calls /getMeusDados/x; the last segment means nothing.
  @Get('getMeusDados/:x')
  @RequirePermission('session.self')
  @AnswersDeactivated()
  @ApiOperation({
    summary:
      "The caller's session fields (its current class included) and school name; 410 once the user is deactivated",
  })
  myData(@CurrentUser() caller: Caller): Promise<MyData> {
    return this.reader.of(caller.userId);
  }
}
