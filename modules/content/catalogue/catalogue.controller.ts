import { Controller, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Assembly, Character, ContentType, Game, Subject } from '@school/modules/content';
import {
  listAssemblies,
  listCharacters,
  listContentTypes,
  listGames,
  listSubjects,
} from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';
import { Route } from '@school/backend/http/route';

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

  @Route.get(
    'trl_tipo_conteudo',
    'content.catalogue',
    'The content types by code: 1 text, 2 image, 3 game, 4 dialogue, 5 video, 6 assembly',
    list({ codTrlTipoConteudo: { type: 'integer' }, nomTipo: { type: 'string' } }),
  )
  contentTypes(): Promise<ContentType[]> {
    return listContentTypes(this.db);
  }

  @Route.get(
    'trl_jogo',
    'content.catalogue',
    'The game kinds by code: 1 hangman, 2 memory, 3 maze, 4 connect the dots, 5 puzzle, 6 quiz, ' +
      '7 true or false, 8 image groups, 9 complete the sentence, 10 image quiz; with how each plays',
    list({
      codTrlJogo: { type: 'integer' },
      nomJogo: { type: 'string' },
      dscConteudoJogo: { type: 'string' },
    }),
  )
  games(): Promise<Game[]> {
    return listGames(this.db);
  }

  @Route.get(
    'trl_materia',
    'content.catalogue',
    "The subjects a lesson is about (the BNCC's curricular components), by code",
    list({ codTrlMateria: { type: 'integer' }, nomMateria: { type: 'string' } }),
  )
  subjects(): Promise<Subject[]> {
    return listSubjects(this.db);
  }

  @Route.get(
    'trl_personagem',
    'content.catalogue',
    'The characters of dialogue screens, by code, with their images',
    list({ codTrlPersonagem: { type: 'integer' }, nomPersonagem: { type: 'string' }, imgPersonagem: image }),
  )
  characters(): Promise<Character[]> {
    return listCharacters(this.db);
  }

  @Route.get(
    'trl_montagem',
    'content.catalogue',
    'The assemblies an assembly content picks, by code, with their images',
    list({ codTrlMontagem: { type: 'integer' }, nomMontagem: { type: 'string' }, imgMontagem: image }),
  )
  assemblies(): Promise<Assembly[]> {
    return listAssemblies(this.db);
  }
}
