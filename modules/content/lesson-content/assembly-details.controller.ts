import { Controller, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { assemblyDetailBodySchema } from '@school/modules/content';
import { listAssemblies } from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ContentDetails, DETAIL_TARGET } from './content-details.service.js';
import { Route } from '@school/backend/http/route';

/** The assembly routes (`/trl_conteudo_montagem`): an assembly of the catalogue and its text, shown only once set. */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller('trl_conteudo_montagem')
export class AssemblyDetailsController {
  constructor(
    private readonly details: ContentDetails,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    'loadInfoConteudoMontagem/:id',
    'trails.read',
    'The assembly of content {id}, with the assembly’s name and image',
  )
  async loadAssembly(@IdParam() id: number, @CurrentUser() caller: Caller) {
    const { codTrlConteudo, detail } = await this.details.load(caller, id, 6);
    const assembly = (await listAssemblies(this.db)).find((a) => a.codTrlMontagem === detail.codTrlMontagem);
    return {
      codTrlConteudo,
      codTrlMontagem: detail.codTrlMontagem,
      nomMontagem: assembly?.nomMontagem ?? '',
      imgMontagem: assembly?.imgMontagem ?? '',
      dscTitulo: detail.dscTitulo,
      dscTexto: detail.dscTexto,
    };
  }

  @Route.post(
    '',
    'trails.write',
    `An assembly (codTrlMontagem of the catalogue, dscTexto; "Favor escolher a montagem.", "Favor preencher o campo de descrição."). ${DETAIL_TARGET}`,
  )
  createAssembly(
    @ValidBody(assemblyDetailBodySchema) body: z.infer<typeof assemblyDetailBodySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { codTrlConteudo, codTrlAula, ...assembly } = body;
    return this.details.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 6, ...assembly }, meta);
  }
}
