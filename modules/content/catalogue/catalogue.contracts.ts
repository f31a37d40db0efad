/** GET /api/trl_tipo_conteudo: the six content types (1 text ... 6 assembly). */
export interface ContentType {
  codTrlTipoConteudo: number;
  nomTipo: string;
}

/** GET /api/trl_jogo: the ten game kinds (1 hangman ... 10 image quiz). */
export interface Game {
  codTrlJogo: number;
  nomJogo: string;
  dscConteudoJogo: string;
}

/** GET /api/trl_materia: the subjects a lesson is about. */
export interface Subject {
  codTrlMateria: number;
  nomMateria: string;
}

/** GET /api/trl_personagem: who speaks in a dialogue; `imgPersonagem` is where its image is served (`/api/files/<id>`). */
export interface Character {
  codTrlPersonagem: number;
  nomPersonagem: string;
  imgPersonagem: string;
}

/** GET /api/trl_montagem: the assemblies an assembly content picks; `imgMontagem` is served like `imgPersonagem`. */
export interface Assembly {
  codTrlMontagem: number;
  nomMontagem: string;
  imgMontagem: string;
}
