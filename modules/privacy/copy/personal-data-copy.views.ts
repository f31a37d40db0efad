import type { Language } from '@school/modules/kernel';
import { csvValueWriter } from '@school/modules/reporting/server';
import type { CopyKind, CopyPart } from './personal-data-copy.reader.js';

/** A text in each language of the platform. */
type Texts = Readonly<Record<Language, string>>;

/** How a cell reads: as the CSVs write it (`instant`, `decimal`, `ratingQuestion`…), or yes/no, an outcome, JSON. */
type CellFormat =
  'text' | 'instant' | 'decimal' | 'integer' | 'ratingQuestion' | 'yesNo' | 'outcome' | 'json';

interface Column {
  key: string;
  label: Texts;
  format?: CellFormat;
}

interface Table {
  caption: Texts;
  columns: Column[];
  /** The table's rows from the kind's data (its list, by default). */
  rows?: (data: unknown) => Record<string, unknown>[];
}

const t = (pt: string, en: string, es: string): Texts => ({ pt, en, es });

const WHEN = { key: 'quando', label: t('Quando', 'When', 'Cuándo'), format: 'instant' } as const;
const TRAIL = { key: 'dscTituloLivro', label: t('Trilha', 'Trail', 'Ruta') } as const;
const CHAPTER = { key: 'dscTituloCapitulo', label: t('Capítulo', 'Chapter', 'Capítulo') } as const;
const ACTIVITY = { key: 'nomAtividade', label: t('Atividade', 'Activity', 'Actividad') } as const;
const QUESTION = { key: 'titulo', label: t('Questão', 'Question', 'Pregunta') } as const;
const CREATED = { key: 'datCriacao', label: t('Data', 'Date', 'Fecha'), format: 'instant' } as const;

const list = (data: unknown) => (Array.isArray(data) ? (data as Record<string, unknown>[]) : []);

/** Each kind's tables on the page: the same data as its JSON file, to read. */
const TABLES: Record<CopyKind, Table[]> = {
  profile: [
    {
      caption: t('Cadastro', 'Profile', 'Registro'),
      rows: (data) => [data as Record<string, unknown>],
      columns: [
        { key: 'codBseUsuario', label: t('Código', 'Code', 'Código') },
        { key: 'nomUsuario', label: t('Nome', 'Name', 'Nombre') },
        { key: 'cstLogin', label: t('Login', 'Login', 'Usuario') },
        { key: 'codBsePerfil', label: t('Perfil', 'Profile', 'Perfil') },
        { key: 'nomEscola', label: t('Escola', 'School', 'Escuela') },
        { key: 'nomUnidade', label: t('Unidade', 'Unit', 'Unidad') },
        { key: 'ativo', label: t('Ativo', 'Active', 'Activo'), format: 'yesNo' },
        { key: 'criadoEm', label: t('Criado em', 'Created on', 'Creado el'), format: 'instant' },
      ],
    },
    {
      caption: t('Histórico do cadastro', 'Profile history', 'Historial del registro'),
      rows: (data) => list((data as { historico?: unknown }).historico),
      columns: [
        WHEN,
        { key: 'tipo', label: t('O que mudou', 'What changed', 'Qué cambió') },
        { key: 'dados', label: t('Dados', 'Data', 'Datos'), format: 'json' },
      ],
    },
  ],
  'sign-ins': [
    {
      caption: t('Acessos', 'Sign-ins', 'Accesos'),
      columns: [
        { key: 'dthAcesso', label: t('Quando', 'When', 'Cuándo'), format: 'instant' },
        { key: 'resultado', label: t('Resultado', 'Outcome', 'Resultado'), format: 'outcome' },
        { key: 'ip', label: t('Endereço IP', 'IP address', 'Dirección IP') },
        { key: 'nomSo', label: t('Sistema', 'System', 'Sistema') },
        { key: 'txtVersaoSo', label: t('Versão do sistema', 'System version', 'Versión del sistema') },
        { key: 'nomNavegador', label: t('Navegador', 'Browser', 'Navegador') },
        {
          key: 'txtVersaoNavegador',
          label: t('Versão do navegador', 'Browser version', 'Versión del navegador'),
        },
      ],
    },
  ],
  'class-memberships': [
    {
      caption: t('Turmas', 'Classes', 'Grupos'),
      columns: [
        { key: 'nomTurma', label: t('Turma', 'Class', 'Grupo') },
        { key: 'nomUnidade', label: t('Unidade', 'Unit', 'Unidad') },
        { key: 'nomEscola', label: t('Escola', 'School', 'Escuela') },
        { key: 'turmaAtual', label: t('Turma atual', 'Current class', 'Grupo actual'), format: 'yesNo' },
      ],
    },
  ],
  answers: [
    {
      caption: t('Respostas às atividades', 'Answers to activities', 'Respuestas a las actividades'),
      columns: [
        { key: 'datResposta', label: t('Quando', 'When', 'Cuándo'), format: 'instant' },
        ACTIVITY,
        { key: 'nomTurma', label: t('Turma', 'Class', 'Grupo') },
        QUESTION,
        { key: 'resResposta', label: t('Resposta', 'Answer', 'Respuesta') },
      ],
    },
  ],
  grades: [
    {
      caption: t('Notas', 'Grades', 'Notas'),
      columns: [
        ACTIVITY,
        QUESTION,
        { key: 'valor', label: t('Nota', 'Grade', 'Nota'), format: 'decimal' },
        { key: 'datNota', label: t('Última mudança', 'Last change', 'Último cambio'), format: 'instant' },
      ],
    },
    {
      caption: t('Histórico das notas', 'Grade history', 'Historial de las notas'),
      rows: (data) =>
        list(data).flatMap((grade) =>
          list(grade.historico).map((entry) => ({
            ...entry,
            nomAtividade: grade.nomAtividade,
            titulo: grade.titulo,
            avaliadorNome: (entry.avaliador as { nomUsuario?: string } | undefined)?.nomUsuario,
          })),
        ),
      columns: [
        WHEN,
        ACTIVITY,
        QUESTION,
        { key: 'antes', label: t('Antes', 'Before', 'Antes'), format: 'decimal' },
        { key: 'depois', label: t('Depois', 'After', 'Después'), format: 'decimal' },
        { key: 'avaliadorNome', label: t('Quem deu a nota', 'Graded by', 'Quién puso la nota') },
        { key: 'motivo', label: t('Motivo', 'Reason', 'Motivo') },
      ],
    },
  ],
  'game-rounds': [
    {
      caption: t('Partidas de jogos', 'Game rounds', 'Partidas de juegos'),
      columns: [
        WHEN,
        TRAIL,
        CHAPTER,
        { key: 'nomJogo', label: t('Jogo', 'Game', 'Juego') },
        { key: 'venceu', label: t('Venceu', 'Won', 'Ganó'), format: 'yesNo' },
        {
          key: 'pontos',
          label: t('Pontos (0 a 100)', 'Score (0 to 100)', 'Puntos (0 a 100)'),
          format: 'integer',
        },
        { key: 'respostas', label: t('Respostas', 'Answers', 'Respuestas'), format: 'json' },
      ],
    },
  ],
  'contents-seen': [
    {
      caption: t('Conteúdos vistos', 'Contents seen', 'Contenidos vistos'),
      columns: [
        {
          key: 'vistoEm',
          label: t('Visto pela primeira vez', 'First seen', 'Visto por primera vez'),
          format: 'instant',
        },
        TRAIL,
        CHAPTER,
        { key: 'dscTituloAula', label: t('Aula', 'Lesson', 'Clase') },
        { key: 'nomTipo', label: t('Tipo', 'Type', 'Tipo') },
      ],
    },
  ],
  'chapters-completed': [
    {
      caption: t('Capítulos concluídos', 'Chapters completed', 'Capítulos terminados'),
      columns: [
        { key: 'concluidoEm', label: t('Concluído em', 'Completed on', 'Terminado el'), format: 'instant' },
        TRAIL,
        CHAPTER,
      ],
    },
  ],
  ratings: [
    {
      caption: t('Avaliações de capítulos', 'Chapter ratings', 'Valoraciones de capítulos'),
      columns: [
        WHEN,
        TRAIL,
        CHAPTER,
        { key: 'codAvaliacao', label: t('Pergunta', 'Question', 'Pregunta'), format: 'ratingQuestion' },
        {
          key: 'numAvaliacao',
          label: t('Nota (1 a 5)', 'Score (1 to 5)', 'Nota (1 a 5)'),
          format: 'integer',
        },
      ],
    },
  ],
  posts: [
    {
      caption: t('Postagens', 'Posts', 'Publicaciones'),
      columns: [
        CREATED,
        { key: 'ctgPostagem', label: t('Categoria', 'Category', 'Categoría') },
        { key: 'dscPostagem', label: t('Título', 'Title', 'Título') },
        { key: 'txtPostagem', label: t('Texto', 'Text', 'Texto') },
      ],
    },
  ],
  'forum-topics': [
    {
      caption: t('Tópicos do fórum', 'Forum topics', 'Temas del foro'),
      columns: [
        CREATED,
        { key: 'txtTopico', label: t('Título', 'Title', 'Título') },
        { key: 'dscTopico', label: t('Mensagem', 'Message', 'Mensaje') },
      ],
    },
  ],
  'forum-replies': [
    {
      caption: t('Respostas no fórum', 'Forum replies', 'Respuestas en el foro'),
      columns: [
        CREATED,
        { key: 'txtTopico', label: t('Tópico', 'Topic', 'Tema') },
        { key: 'txtPostagem', label: t('Resposta', 'Reply', 'Respuesta') },
      ],
    },
  ],
  'chat-messages': [
    {
      caption: t('Mensagens do chat', 'Chat messages', 'Mensajes del chat'),
      columns: [
        CREATED,
        { key: 'nomSala', label: t('Sala', 'Room', 'Sala') },
        { key: 'txtMensagem', label: t('Mensagem', 'Message', 'Mensaje') },
      ],
    },
  ],
  'support-requests': [
    {
      caption: t('Pedidos de suporte', 'Support requests', 'Solicitudes de soporte'),
      columns: [
        CREATED,
        { key: 'nome', label: t('Nome', 'Name', 'Nombre') },
        { key: 'email', label: t('E-mail', 'E-mail', 'Correo electrónico') },
        { key: 'pagina', label: t('Assunto', 'Subject', 'Asunto') },
        { key: 'descricao', label: t('Mensagem', 'Message', 'Mensaje') },
      ],
    },
  ],
  'calendar-events': [
    {
      caption: t('Eventos do calendário', 'Calendar events', 'Eventos del calendario'),
      columns: [
        { key: 'datEvento', label: t('Data', 'Date', 'Fecha'), format: 'instant' },
        { key: 'dscTitulo', label: t('Título', 'Title', 'Título') },
        { key: 'indPrivado', label: t('Privado', 'Private', 'Privado') },
      ],
    },
  ],
  'record-views': [
    {
      caption: t('Quem viu seus registros', 'Who viewed your records', 'Quién vio sus registros'),
      rows: (data) =>
        list(data).map((view) => ({
          ...view,
          quemNome: (view.quem as { nomUsuario?: string } | undefined)?.nomUsuario,
        })),
      columns: [
        WHEN,
        { key: 'quemNome', label: t('Quem', 'Who', 'Quién') },
        { key: 'visao', label: t('O que viu', 'What was viewed', 'Qué vio') },
      ],
    },
  ],
};

const PAGE = {
  title: t('Cópia dos seus dados', 'Copy of your data', 'Copia de sus datos'),
  intro: t(
    'Tudo o que a plataforma guarda sobre você, gerado em {date}. Os mesmos dados estão nos arquivos JSON deste ZIP, um por tipo, para programas lerem.',
    'Everything the platform keeps about you, made on {date}. The same data is in this ZIP’s JSON files, one per kind, for programs to read.',
    'Todo lo que la plataforma guarda sobre usted, generado el {date}. Los mismos datos están en los archivos JSON de este ZIP, uno por tipo, para que los lean los programas.',
  ),
  contents: t('Conteúdo', 'Contents', 'Contenido'),
  file: t('Arquivo', 'File', 'Archivo'),
  none: t('Nada registrado.', 'Nothing recorded.', 'Nada registrado.'),
  yes: t('Sim', 'Yes', 'Sí'),
  no: t('Não', 'No', 'No'),
} as const;

const OUTCOMES: Record<string, Texts> = {
  signedIn: t('Entrou', 'Signed in', 'Entró'),
  wrongPassword: t('Senha incorreta', 'Wrong password', 'Contraseña incorrecta'),
  deactivated: t('Usuário desativado', 'User deactivated', 'Usuario desactivado'),
  noWebPermission: t('Sem permissão', 'No permission', 'Sin permiso'),
  locked: t('Bloqueado', 'Locked', 'Bloqueado'),
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML: every markup character written as an entity. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function cell(
  value: unknown,
  format: CellFormat,
  language: Language,
  write: ReturnType<typeof csvValueWriter>,
) {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'yesNo':
      return (value === true || value === 'S' ? PAGE.yes : PAGE.no)[language];
    case 'outcome':
      return OUTCOMES[String(value)]?.[language] ?? String(value);
    case 'json':
      return JSON.stringify(value);
    case 'text':
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    default:
      return write(value, format);
  }
}

function table(spec: Table, data: unknown, language: Language, id: string): string {
  const write = csvValueWriter(language);
  const rows = (spec.rows ?? list)(data);
  if (rows.length === 0)
    return `<p id="${id}">${escapeHtml(spec.caption[language])}: ${PAGE.none[language]}</p>`;
  const head = spec.columns.map((c) => `<th scope="col">${escapeHtml(c.label[language])}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${spec.columns
          .map((c) => `<td>${escapeHtml(cell(row[c.key], c.format ?? 'text', language, write))}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  // A wide table scrolls inside its own region (a table's display stays `table`: its semantics with it).
  return (
    `<div class="scroll" role="region" tabindex="0" aria-labelledby="${id}-c"><table id="${id}">` +
    `<caption id="${id}-c">${escapeHtml(spec.caption[language])}</caption><thead><tr>${head}</tr></thead>` +
    `<tbody>\n${body}\n</tbody></table></div>`
  );
}

/**
 * index.html of the copy: one section per kind, each a table with its caption and column
 * headers, every value escaped; no script, no outside resource; in the requester's language.
 */
export function personalDataCopyPage(parts: CopyPart[], language: Language, at: Date): string {
  const date = csvValueWriter(language)(at, 'instant');
  const sections = parts.map((part) => {
    const tables = TABLES[part.kind];
    const heading = tables[0]!.caption[language];
    return (
      `<section aria-labelledby="h-${part.kind}"><h2 id="h-${part.kind}">${escapeHtml(heading)}</h2>\n` +
      `<p>${PAGE.file[language]}: <code>${part.kind}.json</code></p>\n` +
      tables.map((spec, i) => table(spec, part.data, language, `t-${part.kind}-${i}`)).join('\n') +
      '</section>'
    );
  });
  const toc = parts
    .map((p) => `<li><a href="#h-${p.kind}">${escapeHtml(TABLES[p.kind][0]!.caption[language])}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="${language === 'pt' ? 'pt-BR' : language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(PAGE.title[language])}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; line-height: 1.4; color: #1a1a1a; }
table { border-collapse: collapse; }
.scroll { overflow-x: auto; margin: 0 0 1.5rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border: 1px solid #999; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #eee; }
td { overflow-wrap: anywhere; max-width: 40rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(PAGE.title[language])}</h1>
<p>${escapeHtml(PAGE.intro[language].replace('{date}', date))}</p>
<nav aria-label="${escapeHtml(PAGE.contents[language])}"><ul>${toc}</ul></nav>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
