import { Controller, Delete, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ALL_PROFILES, DomainError, isAllowed, PROFILE_NAMES, type Profile } from '@school/modules/kernel';
import { assignableProfiles, type ProfileItem } from '@school/modules/identity';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { Route } from '@school/backend/http/route';

const item = (codBsePerfil: Profile): ProfileItem => ({
  codBsePerfil,
  nomPerfil: PROFILE_NAMES[codBsePerfil],
});

/**
 * The profiles (bse_perfil). Their codes are fixed by the platform (the permission map, the
 * menu and every scope rule are written against them), so they are read-only: creating,
 * changing or deleting one answers 405 (docs/decisions/0011-fixed-profiles.md).
 */
@ApiTags('Perfis')
@ApiBearerAuth()
@Controller('bse_perfil')
export class ProfilesController {
  @Route.get(
    '',
    'profiles.read',
    'The profiles the caller may give in the user form: a Master all; a Gestor Diretor, Coordenador, ' +
      'Professor and Aluno (never Gestor); a Diretor or Coordenador Professor and Aluno',
  )
  list(@CurrentUser() caller: Caller): ProfileItem[] {
    return assignableProfiles(caller.profile).map(item);
  }

  // The legacy client calls /perfisCalendario/x; the last segment means nothing.
  @Route.get(
    'perfisCalendario/:x',
    'profiles.calendar',
    'The profiles a calendar event can address: those who have the calendar (all but Assistente)',
  )
  calendar(): ProfileItem[] {
    return ALL_PROFILES.filter((p) => isAllowed('screen.calendario', p)).map(item);
  }

  @Route.get(
    ':id',
    'profiles.read',
    'One profile: `{codBsePerfil, nomPerfil}`; 404 for a code that does not exist',
  )
  get(@IdParam() code: number): ProfileItem {
    if (!(ALL_PROFILES as readonly number[]).includes(code)) throw new DomainError('generic.notFound');
    return item(code as Profile);
  }

  @Post()
  @RequirePermission('profiles.write')
  @ApiOperation({ summary: 'Refused: profiles are fixed by the platform (405 profile.fixed)' })
  @ApiResponse({ status: 405, description: 'profile.fixed' })
  create(@Res({ passthrough: true }) response: { setHeader(k: string, v: string): void }): never {
    return refuse(response);
  }

  @Put(':codBsePerfil')
  @RequirePermission('profiles.write')
  @ApiOperation({ summary: 'Refused: profiles are fixed by the platform (405 profile.fixed)' })
  @ApiResponse({ status: 405, description: 'profile.fixed' })
  update(@Res({ passthrough: true }) response: { setHeader(k: string, v: string): void }): never {
    return refuse(response);
  }

  @Delete(':id')
  @RequirePermission('profiles.write')
  @ApiOperation({ summary: 'Refused: profiles are fixed by the platform (405 profile.fixed)' })
  @ApiResponse({ status: 405, description: 'profile.fixed' })
  remove(@Res({ passthrough: true }) response: { setHeader(k: string, v: string): void }): never {
    return refuse(response);
  }
}

function refuse(response: { setHeader(k: string, v: string): void }): never {
  response.setHeader('Allow', 'GET');
  throw new DomainError('profile.fixed');
}
