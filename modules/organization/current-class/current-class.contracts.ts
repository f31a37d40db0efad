import type { SchoolClass } from '../class/class.contracts.js';

/** A class of a user (carregarMinhasTurmas, carregarTurmasDoUsuario): `indAtual` marks the current one. */
export interface UserClass extends SchoolClass {
  codBseUsuario: number;
  indAtual: 'S' | 'N';
}

/** The answer of the current class switch, what the session keeps (codBseTurma, nomTurma). */
export interface CurrentClass {
  codBseTurma: number;
  nomTurma: string;
}
