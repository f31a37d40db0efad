import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { postSchema } from '@school/modules/community';
import { Profile } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { listPosts } from '@school/projections/post-list';
import { findUserByLogin } from '@school/projections/user-directory';
import { PublishPostCommand } from '../community/post/post.commands.js';
import { DATABASE } from '../core/tokens.js';
import type { RequestMeta } from '../http/request-meta.js';

/** The demo's news posts, oldest first, written by the demo Master. */
const POSTS = [
  {
    ctgPostagem: 'Eventos',
    dscPostagem: 'Feira de ciências do 6º ano',
    txtPostagem:
      '<p>A <strong>feira de ciências</strong> será no pátio, na última sexta-feira do mês.</p>' +
      '<ul><li>Montagem às 8h</li><li>Visitação das 9h às 12h</li></ul>',
  },
  {
    ctgPostagem: 'Avisos',
    dscPostagem: 'Reunião de pais e mestres',
    txtPostagem:
      '<p>Convidamos as famílias para a reunião do bimestre. Leia a pauta no ' +
      '<a href="https://www.gov.br/mec">portal do MEC</a>.</p>',
  },
  {
    ctgPostagem: 'Aprendizado',
    dscPostagem: 'Dicas de leitura para as férias',
    txtPostagem: '<h3>Para ler em família</h3><blockquote>Ler é sonhar de olhos abertos.</blockquote>',
  },
];

/** Demo news posts (issue 13), once: a second run keeps them as they are. */
export async function seedDemoCommunity(app: INestApplicationContext, meta: RequestMeta): Promise<string[]> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  const existing = await listPosts(db);
  if (existing.some((p) => p.dscPostagem === POSTS[0]!.dscPostagem))
    return ['Demo news posts: kept as they are (seeded before)'];
  const master = await findUserByLogin(db, 'DMMT-0001');
  if (!master) return [];
  const asMaster: RequestMeta = {
    ...meta,
    user: {
      userId: master.codBseUsuario,
      profile: Profile.Master,
      schoolId: master.codBseEscola,
      unitId: master.codBseUnidade,
      login: master.cstLogin,
    },
  };
  for (const post of POSTS) await bus.execute(new PublishPostCommand(postSchema.parse(post), asMaster));
  return [`Demo news posts: ${POSTS.length} in /aprendizado, by ${master.cstLogin}`];
}
