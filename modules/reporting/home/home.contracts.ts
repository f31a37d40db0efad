import { z } from 'zod';

// The answer of GET /api/inicio (decision 0066): the blocks of the caller's home page, one
// shape per profile, each counted within the caller's scope. A schema (not only types) so the
// route's OpenAPI answer is generated from the very shape the server answers.

const instant = z.string().describe('ISO 8601 instant');

/** A calendar event the caller may see, from today on. */
export const homeEventSchema = z.object({
  codCldCalendario: z.number().int(),
  dscTitulo: z.string(),
  hexCorEvento: z.string(),
  datEvento: instant,
});

/** A class's active trail and how far through it: contents done of the contents it has, 0 to 100. */
const trailProgressSchema = z.object({
  codTrlLivro: z.number().int(),
  dscTitulo: z.string(),
  percentual: z.number().int().min(0).max(100),
});

export const studentHomeSchema = z.object({
  perfil: z.literal('aluno'),
  /** The student's current class (the player's), null in none. */
  turma: z.object({ codBseTurma: z.number().int(), nomTurma: z.string() }).nullable(),
  /** Its active trail, null when none is active or it has no content. */
  trilha: trailProgressSchema
    .extend({
      feitos: z.number().int().min(0),
      total: z.number().int().min(0),
      /** Where the player resumes: the content it stopped at (the first when it never started). */
      continuar: z.object({
        codTrlConteudo: z.number().int(),
        capitulo: z.string(),
        aula: z.string(),
      }),
    })
    .nullable(),
  /** The class's open activities the student has not answered, the newest first. */
  atividades: z.array(z.object({ codBseAtividade: z.number().int(), nomAtividade: z.string() })),
  eventos: z.array(homeEventSchema),
  /** When the student last looked at its grades (opened its activities); null: never. */
  desde: instant.nullable(),
  /** Its activities graded since then (all when never), the latest first: each activity's sum of grades. */
  notas: z.array(
    z.object({
      codBseAtividade: z.number().int(),
      nomAtividade: z.string(),
      nota: z.number(),
      /** The activity's maximum when graded (decision 0072): the card reads "18,5 de 20". */
      maximo: z.number().int(),
      datNota: instant,
    }),
  ),
});

export const professorHomeSchema = z.object({
  perfil: z.literal('professor'),
  turmas: z.array(
    z.object({
      codBseTurma: z.number().int(),
      nomTurma: z.string(),
      /** The class's active trail (its class-book link) and its students' average progress, null when none is active. */
      trilha: trailProgressSchema.extend({ codTrlLivroTurma: z.number().int() }).nullable(),
      /** The class's activities with answers not graded yet: how many students wait for a grade. */
      aguardando: z.array(
        z.object({
          codBseAtividade: z.number().int(),
          nomAtividade: z.string(),
          respostas: z.number().int().min(1),
        }),
      ),
    }),
  ),
  eventos: z.array(homeEventSchema),
});

export const staffHomeSchema = z.object({
  perfil: z.literal('gestao'),
  /** Successful sign-ins of the scope's users since the São Paulo day and week (Monday) began. */
  acessosHoje: z.number().int().min(0),
  acessosSemana: z.number().int().min(0),
  /** The scope's active students who never signed in. */
  nuncaEntraram: z.number().int().min(0),
  /** Support requests the scope's users sent that are still on the desk. */
  suporteAbertos: z.number().int().min(0),
  /** The latest grades given in the scope's classes: each student's sum in an activity. */
  ultimasNotas: z.array(
    z.object({
      nomAluno: z.string(),
      nomTurma: z.string(),
      nomAtividade: z.string(),
      nota: z.number(),
      /** The activity's maximum when graded (decision 0072): the card reads "18,5 de 20". */
      maximo: z.number().int(),
      datNota: instant,
    }),
  ),
});

export const assistantHomeSchema = z.object({
  perfil: z.literal('assistencia'),
  /** Every request on the support desk. */
  suporteAbertos: z.number().int().min(0),
});

export const homeSchema = z.discriminatedUnion('perfil', [
  studentHomeSchema,
  professorHomeSchema,
  staffHomeSchema,
  assistantHomeSchema,
]);

export type HomeCalendarEvent = z.infer<typeof homeEventSchema>;
export type StudentHome = z.infer<typeof studentHomeSchema>;
export type ProfessorHome = z.infer<typeof professorHomeSchema>;
export type StaffHome = z.infer<typeof staffHomeSchema>;
export type AssistantHome = z.infer<typeof assistantHomeSchema>;
export type Home = z.infer<typeof homeSchema>;

/** How many events, activities and grades a block shows at most. */
export const HOME_LIST_LIMIT = 5;
