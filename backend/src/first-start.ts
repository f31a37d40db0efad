import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, Profile, type EventStore } from '@school/modules/kernel';
import { PROTECTED_SCHOOL_ID, schoolStream } from '@school/modules/organization';
import { CONFIG, type Config } from './config/config.js';
import { EVENT_STORE } from './core/tokens.js';
import { systemMeta } from './http/request-meta.js';
import { CreateUserCommand } from '@school/modules/identity/server';
import { CreateSchoolCommand } from '@school/modules/organization/server';

export const MASTER_USER_ID = 1;
export const MAIN_SCHOOL = { nomEscola: 'Rede de Escolas', cstTxtPrefixoLogin: 'RD' };

/**
 * On first start with an empty store: the protected school 1 and the Master user 1, with
 * ADMIN_LOGIN / ADMIN_PASSWORD, or a generated password printed once. Idempotent, and safe
 * when several instances start together (the reservations decide who creates them).
 */
@Injectable()
export class FirstStart {
  private readonly logger = new Logger('FirstStart');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: Config,
    private readonly commands: CommandBus,
  ) {}

  async run(): Promise<void> {
    if ((await this.store.readStream(schoolStream(PROTECTED_SCHOOL_ID), { maxCount: 1 })).length === 0) {
      await this.commands
        .execute(
          new CreateSchoolCommand(
            { ...MAIN_SCHOOL, codBseEndereco: null, codUsuarioCriacao: undefined },
            systemMeta(),
            PROTECTED_SCHOOL_ID,
          ),
        )
        .catch((error: unknown) => this.tolerateRace(error));
    }
    if ((await this.store.readStream(`user-${MASTER_USER_ID}`, { maxCount: 1 })).length > 0) return;
    const generated = !this.config.ADMIN_PASSWORD;
    const password = this.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    try {
      await this.commands.execute(
        new CreateUserCommand(
          {
            cstLogin: this.config.ADMIN_LOGIN,
            password,
            nomUsuario: 'Master',
            codBsePerfil: Profile.Master,
            codBseEscola: PROTECTED_SCHOOL_ID,
            codBseUnidade: null,
            turmas: [],
          },
          systemMeta(),
          { id: MASTER_USER_ID },
        ),
      );
    } catch (error) {
      this.tolerateRace(error);
      return;
    }
    this.logger.log(`Master user created: login ${this.config.ADMIN_LOGIN}`);
    if (generated) {
      // Printed once, on the console only: it is never stored anywhere in clear text.
      process.stdout.write(
        `\n  First start: Master login ${this.config.ADMIN_LOGIN}, password ${password}\n` +
          `  (set ADMIN_PASSWORD to choose it; change it in /configuracao)\n\n`,
      );
    }
  }

  /** Another instance created them at the same moment: theirs stand. */
  private tolerateRace(error: unknown): void {
    if (error instanceof DomainError) return;
    throw error;
  }
}
