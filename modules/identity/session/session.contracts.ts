import { z } from 'zod';

/** POST /api/auth/logout: ends the caller's token, or with `everywhere` every token of the caller. */
export const logoutSchema = z
  .object({ everywhere: z.boolean({ error: 'generic.invalid' }).optional().default(false) })
  .optional()
  .transform((body) => body ?? { everywhere: false });
export type LogoutInput = z.output<typeof logoutSchema>;

/** The answer of a sign-out. */
export interface LogoutAnswer {
  ok: true;
  everywhere: boolean;
}

/** The signed-in user as the client keeps it in its session. */
export interface LoggedUser {
  codBseUsuario: number;
  nomUsuario: string;
  nomPerfil: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  codBseTurma: number | null;
  nomTurma: string | null;
  codBseUsuarioTurma: number | null;
  turmas: unknown[];
  cstLogin: string;
  robo_key: string | null;
}
