import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerTrail } from '@school/modules/teaching';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { activateForClass, authorLesson } from '@school/backend/test/trail.fixture';

/**
 * `POST /api/plataforma/visto` records a view that repeats the learner's last one in the trail
 * once a São Paulo day (issue 31: 150 reloads were 150 events): every request answers 1 as
 * before, the resume still follows the learner, and nothing else is appended.
 */
describe('repeated views of a content', () => {
  let t: TestApp;
  let o: Organization;
  let contents: number[];

  beforeAll(async () => {
    t = await createTestApp('repeated-views');
    o = await buildOrganization(t);
    const master = o.users.master.token;
    const { codTrlLivro, codTrlAula } = await authorLesson(t, master);
    contents = [];
    for (const dscTexto of ['O Sol.', 'A Lua.', 'Marte.']) {
      const created = await t.call('POST', '/api/trl_conteudo_texto', {
        token: master,
        body: { codTrlAula, dscTexto },
      });
      contents.push((await json<{ codTrlConteudo: number }>(created)).codTrlConteudo);
    }
    await activateForClass(t, o.users.professorA1.token, o.classes.a1, codTrlLivro);
  });
  afterAll(() => t?.close());

  const learners = (): Organization['users'][keyof Organization['users']][] => [
    o.users.alunoA1,
    o.users.alunoA1Spare3,
    o.users.alunoA1Spare4,
  ];
  const views = async (id: number) =>
    (await t.store.readStream(`learner-${id}`))
      .filter((e) => e.type === 'ContentViewed')
      .map((e) => (e.data as { codTrlConteudo: number }).codTrlConteudo);

  const cases: { name: string; sent: (c: number[]) => number[]; recorded: (c: number[]) => number[] }[] = [
    { name: 'one content 30 times', sent: (c) => Array(30).fill(c[0]), recorded: (c) => [c[0]!] },
    {
      name: 'back and forth (each view moves the resume)',
      sent: (c) => [c[0]!, c[1]!, c[1]!, c[0]!, c[0]!, c[2]!, c[2]!, c[2]!],
      recorded: (c) => [c[0]!, c[1]!, c[0]!, c[2]!],
    },
    {
      name: 'the chapter through, then the last again and again',
      sent: (c) => [...c, c[2]!, c[2]!, c[2]!],
      recorded: (c) => [...c],
    },
  ];

  it.each(cases.map((c, i) => ({ ...c, index: i })))(
    'records $name as a view each time the learner moved, answering 1 to every request',
    async ({ sent, recorded, index }) => {
      const learner = learners()[index]!;
      const answers: unknown[] = [];
      for (const codTrlConteudo of sent(contents)) {
        const response = await t.call('POST', '/api/plataforma/visto', {
          token: learner.token,
          body: { codBseTurma: o.classes.a1, codTrlConteudo },
        });
        expect(response.status).toBe(200);
        answers.push(await json(response));
      }
      expect(answers).toEqual(sent(contents).map(() => 1));
      expect(await views(learner.id)).toEqual(recorded(contents));
      const trail = await json<PlayerTrail>(
        await t.call('GET', `/api/plataforma/turma/${o.classes.a1}`, { token: learner.token }),
      );
      expect(trail.codTrlConteudoAtual).toBe(sent(contents).at(-1));
      expect(trail.vistos).toEqual([...new Set(sent(contents))].sort((a, b) => a - b));
    },
  );

  it('appends nothing for a repeat, and leaves the read models as they were', async () => {
    const learner = o.users.alunoA1;
    const view = () =>
      t.call('POST', '/api/plataforma/visto', {
        token: learner.token,
        body: { codBseTurma: o.classes.a1, codTrlConteudo: contents[0] },
      });
    const read = async () =>
      json<PlayerTrail>(
        await t.call('GET', `/api/plataforma/turma/${o.classes.a1}`, { token: learner.token }),
      );
    await view();
    await t.settled();
    const head = await t.store.headPosition();
    const before = await read();
    for (let i = 0; i < 20; i++) expect(await json(await view())).toBe(1);
    expect(await t.store.headPosition()).toBe(head);
    expect(await read()).toEqual(before);
  });
});
