import { afterEach, describe, expect, it } from 'vitest';
import type { RecordHistoryEntry } from '@school/modules/reporting/contracts';
import { i18n, setLanguage } from '../../i18n';
import { describeEvent } from './eventSentence';
import { type HistoryTextKey, LABELLED_FIELDS, SENTENCE_EVENTS } from './historyTexts';

/** The events of the six streams the console reads (docs/events.md), each with data as stored. */
const EVENTS: [RecordHistoryEntry['tipo'], Record<string, unknown>][] = [
  [
    'SchoolCreated',
    { codBseEscola: 3, nomEscola: 'Escola Alfa', cstTxtPrefixoLogin: 'AL', codBseEndereco: 4 },
  ],
  ['SchoolUpdated', { codBseEscola: 3, nomEscola: 'Escola Alfa Nova', codBseEndereco: null }],
  ['SchoolDeleted', { codBseEscola: 3, cstTxtPrefixoLogin: 'AL' }],
  ['UnitCreated', { codBseUnidade: 5, codBseEscola: 3, nomUnidade: 'Centro', cstTxtPrefixoLogin: 'CE' }],
  ['UnitUpdated', { codBseUnidade: 5, codBseEscola: 3, nomUnidade: 'Centro Novo', codBseEndereco: null }],
  ['UnitDeleted', { codBseUnidade: 5, codBseEscola: 3, cstTxtPrefixoLogin: 'CE' }],
  ['ClassCreated', { codBseTurma: 7, nomTurma: '6A', codBseUnidade: 5, codBseEscola: 3 }],
  ['ClassRenamed', { codBseTurma: 7, nomTurma: '6B' }],
  ['ClassDeleted', { codBseTurma: 7, codBseUnidade: 5, codBseEscola: 3 }],
  ['ClassMemberRemoved', { codBseTurma: 7, codBseUsuario: 12 }],
  [
    'UserCreated',
    { codBseUsuario: 12, cstLogin: 'ALCE-0001', nomUsuario: 'Bia', codBsePerfil: 6, turmas: [7] },
  ],
  ['UserUpdated', { codBseUsuario: 12, codBsePerfil: 5 }],
  ['UserPasswordChanged', { codBseUsuario: 12 }],
  ['UserAvatarChanged', { codBseUsuario: 12, imgAvatar: 'f1' }],
  ['UserDeactivated', { codBseUsuario: 12 }],
  ['UserReactivated', { codBseUsuario: 12 }],
  ['UserDeleted', { codBseUsuario: 12, cstLogin: 'ALCE-0001' }],
  ['TrailCreated', { codTrlLivro: 2, dscTitulo: 'Ciências', numSequencia: 2 }],
  ['TrailRenamed', { codTrlLivro: 2, dscTitulo: 'Ciências 6' }],
  ['TrailActivated', { codTrlLivro: 2 }],
  ['TrailDeleted', { codTrlLivro: 2 }],
  ['ChapterCreated', { codTrlCapitulo: 9, codTrlLivro: 2, dscTitulo: 'Células', numSequencia: 1 }],
  ['ChapterDeleted', { codTrlCapitulo: 9, codTrlLivro: 2 }],
  [
    'ChaptersSwapped',
    {
      codTrlLivro: 2,
      capitulo1: { codTrlCapitulo: 9, numSequencia: 2 },
      capitulo2: { codTrlCapitulo: 10, numSequencia: 1 },
    },
  ],
  [
    'ActivityCreated',
    {
      codBseAtividade: 4,
      nomAtividade: 'Prova',
      desDescricao: '<p>Leia <b>tudo</b></p>',
      codTrlLivro: 2,
      capitulos: [9],
    },
  ],
  [
    'ActivityChanged',
    { codBseAtividade: 4, nomAtividade: 'Prova 2', desDescricao: '', codTrlLivro: 2, capitulos: [] },
  ],
  ['ActivityDeleted', { codBseAtividade: 4 }],
  [
    'QuestionAdded',
    {
      codBseAtividade: 4,
      codBseQuestao: 8,
      titulo: 'Q1',
      enuEnunciado: '<p>Qual é a <i>célula</i>?</p>',
      tipoQuestao: 'MULTIPLA_ESCOLHA',
      multiplaEscolha: [
        { codBseQuestaoMultiplaEscolha: 1, descricao: 'Animal' },
        { codBseQuestaoMultiplaEscolha: 2, descricao: 'Vegetal' },
      ],
      resRespostaEsperada: 'Animal',
    },
  ],
  [
    'QuestionChanged',
    {
      codBseAtividade: 4,
      codBseQuestao: 8,
      titulo: 'Q1b',
      enuEnunciado: 'x',
      tipoQuestao: 'DISCURSIVA',
      multiplaEscolha: [],
      resRespostaEsperada: 'y',
    },
  ],
  ['QuestionRemoved', { codBseAtividade: 4, codBseQuestao: 8 }],
];

const KIND = (type: string) =>
  type.startsWith('School')
    ? 'escola'
    : type.startsWith('Unit')
      ? 'unidade'
      : type.startsWith('Class')
        ? 'turma'
        : type.startsWith('User')
          ? 'usuario'
          : /^(Trail|Chapter)/.test(type)
            ? 'livro'
            : 'atividade';

const NOMES = {
  'turma-7': '6A',
  'capitulo-9': 'Células',
  'capitulo-10': 'Órgãos',
  'usuario-12': 'Bia (ALCE-0001)',
};

function describeIn(type: string, dados: Record<string, unknown>, nomes: Record<string, string> = NOMES) {
  const entry: RecordHistoryEntry = {
    tipo: type,
    quando: '2026-11-26T21:56:00',
    quem: { codBseUsuario: 20, nomUsuario: 'Professora Ana', cstLogin: 'DMMT-0005', codBsePerfil: 1 },
    dados,
    posicao: '1',
    nomes,
  };
  const t = i18n.t as unknown as (key: string, params?: object) => string;
  const tr = (key: HistoryTextKey, params?: Record<string, string | number>) =>
    t(`auditHistory.${key}`, params);
  const { sentence, fields } = describeEvent(entry, KIND(type), tr, i18n.t, t('audit.system'));
  return [sentence, ...fields.map((f) => `${f.label}: ${f.value}`)].join(' | ');
}

/** Every internal name an event could leak: its type and its data's field names. */
const RAW = new RegExp(`\\b(${[...EVENTS.map(([t]) => t), ...LABELLED_FIELDS, 'imgAvatar'].join('|')})\\b`);

afterEach(() => setLanguage('pt'));

describe('describeEvent', () => {
  it('has a sentence of its own for every event of the six streams, and no other', () => {
    expect([...SENTENCE_EVENTS].sort()).toEqual(EVENTS.map(([t]) => t).sort());
  });

  it.each(['pt', 'en', 'es'] as const)(
    'tells every event in %s without internal names, markup or JSON',
    async (language) => {
      await setLanguage(language);
      for (const [type, data] of EVENTS) {
        const text = describeIn(type, data);
        expect(text, type).toMatch(/^26\/11\/2026 21:56 — Professora Ana /);
        expect(text, type).not.toMatch(RAW);
        expect(text, type).not.toMatch(/[<>{}[\]]|"/);
      }
    },
  );

  it('names ids, profiles and question types as the screens do; markup as plain text', () => {
    expect(describeIn('ChaptersSwapped', EVENTS[23]![1])).toBe(
      '26/11/2026 21:56 — Professora Ana trocou de lugar os capítulos Células e Órgãos',
    );
    expect(describeIn('UserCreated', EVENTS[10]![1])).toBe(
      '26/11/2026 21:56 — Professora Ana cadastrou o usuário “Bia” (ALCE-0001) | Perfil: Aluno | Turmas: 6A',
    );
    expect(describeIn('QuestionAdded', EVENTS[27]![1])).toBe(
      '26/11/2026 21:56 — Professora Ana adicionou a questão “Q1” | Questão: código 8 | Enunciado: Qual é a célula? | ' +
        'Tipo: Múltipla escolha | Alternativas: Animal; Vegetal | Resposta esperada: Animal',
    );
    expect(describeIn('ActivityCreated', EVENTS[24]![1], {})).toBe(
      '26/11/2026 21:56 — Professora Ana criou a atividade “Prova” | Descrição: Leia tudo | ' +
        'Trilha: nº 2 (removido) | Capítulos: nº 9 (removido)',
    );
  });

  it('tells an event without a sentence of its own generically, its labelled fields only', async () => {
    expect(describeIn('ClassArchived', { codBseTurma: 7, nomTurma: '6A', segredo: 'x' })).toBe(
      '26/11/2026 21:56 — Professora Ana alterou o registro | Nome: 6A',
    );
    await setLanguage('es');
    expect(describeIn('ClassArchived', { nomTurma: '6A' })).toBe(
      '26/11/2026 21:56 — Professora Ana cambió el registro | Nombre: 6A',
    );
  });
});
