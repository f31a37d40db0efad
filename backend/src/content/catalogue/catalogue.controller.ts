import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Assembly, Character, ContentType, Game, Subject } from '@school/modules/content';
import {
  listAssemblies,
  listCharacters,
  listContentTypes,
  listGames,
  listSubjects,
} from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { RequirePermission } from '../../auth/permission.decorators.js';
import { DATABASE } from '../../core/tokens.js';

const list = (properties: Record<string, { type: 'integer' | 'string'; description?: string }>) => ({
  schema: {
    type: 'array' as const,
    items: { type: 'object' as const, properties, required: Object.keys(properties) },
  },
});
const image = {
  type: 'string' as const,
  description: 'where the image is served: `/api/files/<id>` (bearer token)',
};

/** The content area's reference data, recorded by the first-start seed; read-only here. */
@ApiTags('Conteúdo: catálogos')
@ApiBearerAuth()
@Controller()
export class CatalogueController {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  @Get('trl_tipo_conteudo')
  @RequirePermission('content.catalogue')
  @ApiOperation({
    summary: 'The content types by code: 1 text, 2 image, 3 game, 4 dialogue, 5 video, 6 assembly',
  })
  @ApiOkResponse(list({ codTrlTipoConteudo: { type: 'integer' }, nomTipo: { type: 'string' } }))
  contentTypes(): Promise<ContentType[]> {
    return listContentTypes(this.db);
  }

  @Get('trl_jogo')
  @RequirePermission('content.catalogue')
  @ApiOperation({
    summary:
      'The game kinds by code: 1 hangman, 2 memory, 3 maze, 4 connect the dots, 5 puzzle, 6 quiz, ' +
      '7 true or false, 8 image groups, 9 complete the sentence, 10 image quiz; with how each plays',
  })
  @ApiOkResponse(
    list({
      codTrlJogo: { type: 'integer' },
      nomJogo: { type: 'string' },
      dscConteudoJogo: { type: 'string' },
    }),
  )
  games(): Promise<Game[]> {
    return listGames(this.db);
  }

  @Get('trl_materia')
  @RequirePermission('content.catalogue')
  @ApiOperation({ summary: "The subjects a lesson is about (the BNCC's curricular components), by code" })
  @ApiOkResponse(list({ codTrlMateria: { type: 'integer' }, nomMateria: { type: 'string' } }))
  subjects(): Promise<Subject[]> {
    return listSubjects(this.db);
  }

  @Get('trl_personagem')
  @RequirePermission('content.catalogue')
  @ApiOperation({ summary: 'The characters of dialogue screens, by code, with their images' })
  @ApiOkResponse(
    list({ codTrlPersonagem: { type: 'integer' }, nomPersonagem: { type: 'string' }, imgPersonagem: image }),
  )
  characters(): Promise<Character[]> {
    return listCharacters(this.db);
  }

  @Get('trl_montagem')
  @RequirePermission('content.catalogue')
  @ApiOperation({ summary: 'The assemblies an assembly content picks, by code, with their images' })
  @ApiOkResponse(
    list({ codTrlMontagem: { type: 'integer' }, nomMontagem: { type: 'string' }, imgMontagem: image }),
  )
  assemblies(): Promise<Assembly[]> {
    return listAssemblies(this.db);
  }
}
