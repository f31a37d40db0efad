import { Body, Controller, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { dialogueDetailBodySchema } from '@school/modules/content';
import { listCharacters } from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ContentDetails, DETAIL_TARGET } from './content-details.service.js';
import { Route } from '@school/backend/http/route';

/** The dialogue routes (`/trl_conteudo_personagem_texto`): the characters of the catalogue, each with its text. */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller('trl_conteudo_personagem_texto')
export class DialogueDetailsController {
  constructor(
    private readonly details: ContentDetails,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    'loadInfoConteudoPersonagemTexto/:id',
    'trails.read',
    'The dialogue of content {id}: its entries with each character’s name and image',
  )
  async loadDialogue(@IdParam() id: number, @CurrentUser() caller: Caller) {
    const { codTrlConteudo, detail } = await this.details.load(caller, id, 4);
    const characters = new Map((await listCharacters(this.db)).map((c) => [c.codTrlPersonagem, c]));
    return detail.entradas.map((e) => ({
      codTrlConteudo,
      codTrlPersonagem: e.codTrlPersonagem,
      nomPersonagem: characters.get(e.codTrlPersonagem)?.nomPersonagem ?? '',
      imgPersonagem: characters.get(e.codTrlPersonagem)?.imgPersonagem ?? '',
      dscTexto: e.dscTexto,
    }));
  }

  @Route.post(
    '',
    'trails.write',
    `A dialogue: 1 to 12 entries (codTrlPersonagem of the catalogue, dscTexto), the list itself or {entradas}. ${DETAIL_TARGET}`,
  )
  createDialogue(@Body() body: unknown, @Meta() meta: RequestMeta) {
    const { codTrlConteudo, codTrlAula, entradas } = dialogueDetailBodySchema.parse(body);
    return this.details.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 4, entradas }, meta);
  }

  @Route.put(':id', 'trails.write', 'Change the entries of dialogue content {id}: answers 1')
  updateDialogue(@IdParam() contentId: number, @Body() body: unknown, @Meta() meta: RequestMeta) {
    const { entradas } = dialogueDetailBodySchema.parse(body);
    return this.details.write({ codTrlConteudo: contentId }, { codTrlTipoConteudo: 4, entradas }, meta);
  }
}
