import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByLogin } from '@school/projections/user-directory';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { studentWhoDidEverything } from '@school/backend/test/student-activity.fixture';
import { buildPersonalDataCopy, COPY_KINDS } from './personal-data-copy.reader.js';

type Row = Record<string, unknown>;

/** A distinctive value of each kind the student leaves, so that none of them can be found by chance. */
const MARK = {
  name: 'Zuleica Quaresma Tavernaro',
  login: 'DMCE-0917',
  ip: '198.51.100.77',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:123.0) Gecko/20100101 Firefox/123.0 copia-zuleica',
  answer: 'O sangue da Zuleica viaja num trenzinho vermelho.',
  reply: 'Resposta da Zuleica no fórum: <b>zumbido</b> & "aspas"',
  chat: 'Zuleica diz oi para a turma 🐝',
  support: 'Zuleica não acha o botão do quebra-cabeça.',
  supportName: 'Zuleica Responsável',
  supportEmail: 'zuleica.familia@exemplo.com.br',
  calendar: 'Aniversário da Zuleica',
  changeReason: 'Revisão da prova da Zuleica',
};

describe('the copy of one person’s data', () => {
  let t: TestApp;
  let zuleica: number;
  let other: number;
  let sixthA: number;
  let activity: number;
  let topicTitle: string;
  let topicText: string;
  let chapterRated: number;
  let seen: number[] = [];
  let rounds: number[] = [];
  let files: Record<string, Uint8Array>;
  const progress: number[] = [];
  const file = (name: string) => JSON.parse(strFromU8(files[`${name}.json`]!)) as unknown;
  const list = (name: string) => file(name) as Row[];

  beforeAll(async () => {
    t = await createTestApp('personal_data_copy');
    ({ zuleica, other, sixthA, activity, chapterRated, seen, rounds, topicTitle, topicText } =
      await studentWhoDidEverything(t, MARK, 'DMCE-0918'));

    const zip = await buildPersonalDataCopy(t, zuleica, 'pt', async (f) => {
      progress.push(f);
    });
    files = unzipSync(zip);
  });
  afterAll(() => t?.close());

  it('holds one JSON file per kind and index.html, and tells its progress as kinds complete', () => {
    expect(Object.keys(files).sort()).toEqual([...COPY_KINDS.map((k) => `${k}.json`), 'index.html'].sort());
    expect(progress).toHaveLength(COPY_KINDS.length + 1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('holds her profile and its history, without the password’s hash', () => {
    const profile = file('profile') as Row & { historico: Row[] };
    expect(profile).toMatchObject({
      codBseUsuario: zuleica,
      cstLogin: MARK.login,
      nomUsuario: MARK.name,
      codBsePerfil: 6,
      nomEscola: 'Escola Demonstração',
      nomUnidade: 'Unidade Centro',
      ativo: true,
    });
    expect(profile.historico.map((h) => h.tipo)).toEqual(['UserCreated']);
    expect(profile.historico[0]!.dados).toMatchObject({
      cstLogin: MARK.login,
      nomUsuario: MARK.name,
      turmas: [sixthA],
    });
    expect(JSON.stringify(profile)).not.toMatch(/argon2|passwordHash/);
  });

  it('holds her sign-ins with time, outcome, address, system and browser', () => {
    const signIns = list('sign-ins');
    expect(signIns.map((s) => [s.resultado, s.ip, s.nomSo, s.nomNavegador, s.txtVersaoNavegador])).toEqual([
      ['signedIn', MARK.ip, 'Windows', 'Firefox', '123.0'],
      ['wrongPassword', MARK.ip, 'Windows', 'Firefox', '123.0'],
    ]);
    expect(
      signIns.every((s) => s.cstLogin === MARK.login && !Number.isNaN(Date.parse(String(s.dthAcesso)))),
    ).toBe(true);
  });

  it('holds her class with its unit’s and school’s names', () => {
    expect(list('class-memberships')).toEqual([
      {
        codBseTurma: sixthA,
        nomTurma: '6º ano A',
        codBseUnidade: expect.any(Number),
        nomUnidade: 'Unidade Centro',
        codBseEscola: expect.any(Number),
        nomEscola: 'Escola Demonstração',
        turmaAtual: false,
      },
    ]);
  });

  it('holds her answers, and her grades with every change', () => {
    expect(
      list('answers').map((a) => [a.codBseAtividade, a.nomAtividade, a.nomTurma, a.titulo, a.resResposta]),
    ).toEqual([
      [activity, 'Avaliação: o corpo humano', '6º ano A', 'Cavidades do coração', 'Quatro'],
      [activity, 'Avaliação: o corpo humano', '6º ano A', 'A circulação', MARK.answer],
    ]);
    const grades = list('grades') as (Row & { historico: Row[] })[];
    expect(grades.map((g) => [g.nomAtividade, g.titulo, g.valor])).toEqual([
      ['Avaliação: o corpo humano', 'Cavidades do coração', 10],
      ['Avaliação: o corpo humano', 'A circulação', 7.5],
    ]);
    expect(grades[0]!.historico.map((h) => [h.tipo, h.antes, h.depois])).toEqual([
      ['GradeAssigned', null, 10],
    ]);
    expect(grades[1]!.historico.map((h) => [h.tipo, h.antes, h.depois, h.motivo])).toEqual([
      ['GradeAssigned', null, 6.5, null],
      ['GradeChanged', 6.5, 7.5, MARK.changeReason],
    ]);
    expect(grades[1]!.historico[1]!.avaliador).toMatchObject({
      nomUsuario: 'Professor Demonstração',
      codBsePerfil: 5,
    });
  });

  it('holds her game rounds, the contents she saw, the chapter she completed and its rating', () => {
    expect(rounds.length).toBeGreaterThan(0);
    const played = list('game-rounds');
    expect(
      played.map((r) => [r.codTrlConteudo, r.codBseTurma, r.venceu, r.pontos, r.duracaoMs, r.respostas]),
    ).toEqual(rounds.map((c) => [c, sixthA, false, 0, 4321, []]));
    expect(played.every((r) => typeof r.nomJogo === 'string' && typeof r.dscTituloLivro === 'string')).toBe(
      true,
    );
    expect(
      list('contents-seen')
        .map((v) => v.codTrlConteudo)
        .sort(),
    ).toEqual([...seen].sort());
    expect(list('chapters-completed').map((c) => c.codTrlCapitulo)).toEqual([chapterRated]);
    expect(list('ratings').map((r) => [r.codTrlCapitulo, r.codAvaliacao, r.numAvaliacao])).toEqual([
      [chapterRated, 1, 5],
      [chapterRated, 2, 2],
      [chapterRated, 3, 4],
    ]);
  });

  it('holds her own forum reply with its topic’s title alone, her chat message, support request and calendar event', () => {
    expect(list('posts')).toEqual([]);
    expect(list('forum-topics')).toEqual([]);
    const replies = list('forum-replies');
    expect(replies.map((r) => [r.txtTopico, r.txtPostagem])).toHaveLength(1);
    expect(replies[0]!.txtTopico).toBe(topicTitle);
    expect(String(replies[0]!.txtPostagem)).toContain('zumbido');
    expect(list('chat-messages').map((m) => [m.codChtSala, m.nomSala, m.txtMensagem])).toEqual([
      [2 * sixthA, '6º ano A', MARK.chat],
    ]);
    expect(list('support-requests').map((s) => [s.nome, s.email, s.pagina, s.descricao])).toEqual([
      [MARK.supportName, MARK.supportEmail, 'trilhas', MARK.support],
    ]);
    expect(list('calendar-events').map((e) => [e.dscTitulo, e.indPrivado])).toEqual([[MARK.calendar, 'S']]);
    const all = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const notHers of [
      topicText,
      'Uma resposta do Gestor',
      'Mensagem da outra aluna.',
      'Outra resposta comum.',
    ])
      expect(all).not.toContain(notHers);
  });

  it('says who viewed her record', () => {
    expect(list('record-views')).toEqual([
      {
        quando: expect.any(String),
        quem: { codBseUsuario: expect.any(Number), nomUsuario: 'Gestor Demonstração', codBsePerfil: 2 },
        visao: 'historico',
        alvo: `usuario-${zuleica}`,
      },
    ]);
  });

  it('has a readable page in the language asked for: escaped, with captions and headers, no script', async () => {
    const page = strFromU8(files['index.html']!);
    expect(page).toMatch(/<html lang="pt-BR">/);
    expect(page).toContain('<h1>Cópia dos seus dados</h1>');
    expect(page).toContain('<caption id="t-grades-1-c">Histórico das notas</caption>');
    expect(page).toContain('<th scope="col">Endereço IP</th>');
    expect(page).toContain(MARK.ip);
    expect(page).toContain('&lt;b&gt;zumbido&lt;/b&gt; &amp; &quot;aspas&quot;');
    expect(page).not.toMatch(/<script|<b>zumbido/i);
    for (const [language, lang, heading] of [
      ['en', 'en', 'Grade history'],
      ['es', 'es', 'Historial de las notas'],
    ] as const) {
      const copy = unzipSync(await buildPersonalDataCopy(t, zuleica, language, async () => undefined));
      const html = strFromU8(copy['index.html']!);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<caption id="t-grades-1-c">${heading}</caption>`);
      expect(strFromU8(copy['answers.json']!)).toBe(strFromU8(files['answers.json']!));
    }
  });

  it('has every file and every field it writes documented in docs/privacy.md', async () => {
    const doc = readFileSync(new URL('../../../docs/privacy.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf("## The copy of a person's data")).split(/\n## /)[0]!;
    const rows = new Map(
      section
        .split('\n')
        .filter((line) => /^\| `[a-z-]+\.(json|html)` \|/.test(line))
        .map((line) => {
          const [name, , fields] = line
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim());
          return [name!.slice(1, -1), new Set([...fields!.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]))];
        }),
    );
    expect([...rows.keys()].sort()).toEqual(Object.keys(files).sort());
    const keysOf = (value: unknown, depth = 0): string[] =>
      Array.isArray(value)
        ? value.flatMap((v) => keysOf(v, depth))
        : value && typeof value === 'object' && depth < 2
          ? Object.entries(value).flatMap(([k, v]) => [
              k,
              ...(k === 'dados' || k === 'respostas' ? [] : keysOf(v, depth + 1)),
            ])
          : [];
    // Her copy, and the Gestor's and the Master's for what a student does not write (topics, news posts).
    const staff = await Promise.all(
      ['DMMT-0002', 'DMMT-0001'].map(async (login) =>
        unzipSync(
          await buildPersonalDataCopy(
            t,
            (await findUserByLogin(t.db, login))!.codBseUsuario,
            'pt',
            async () => undefined,
          ),
        ),
      ),
    );
    for (const kind of COPY_KINDS) {
      const documented = rows.get(`${kind}.json`)!;
      const written = new Set(
        [files, ...staff].flatMap((copy) => keysOf(JSON.parse(strFromU8(copy[`${kind}.json`]!)))),
      );
      expect(written.size, kind).toBeGreaterThan(0);
      expect(
        [...written].filter((key) => !documented.has(key)),
        kind,
      ).toEqual([]);
    }
  });

  it('the copy of another student holds none of her values', async () => {
    const copy = unzipSync(await buildPersonalDataCopy(t, other, 'pt', async () => undefined));
    const all = Object.values(copy)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const value of Object.values(MARK)) expect(all).not.toContain(value);
    expect(all).not.toContain('zumbido');
    expect(all).not.toContain(`"codBseUsuario": ${zuleica}`);
    // Her own copy does hold them: the check above is not vacuous.
    const mine = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const value of [
      MARK.name,
      MARK.login,
      MARK.ip,
      MARK.answer,
      MARK.chat,
      MARK.support,
      MARK.supportEmail,
    ])
      expect(mine).toContain(value);
    expect(JSON.parse(strFromU8(copy['record-views.json']!))).toMatchObject([
      { quem: { nomUsuario: 'Master Demonstração' }, alvo: `usuario-${other}` },
    ]);
  });
});
