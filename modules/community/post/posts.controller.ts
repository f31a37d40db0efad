import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type Post, postSchema, type PostInput } from '@school/modules/community';
import type { Db } from '@school/projections/kernel';
import { findPost, listPosts, type PostRecord } from '@school/projections/post-list';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { DATABASE } from '@school/backend/core/tokens';
import { found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { DeletePostCommand } from './delete-post.handler.js';
import { EditPostCommand } from './edit-post.handler.js';
import { PublishPostCommand } from './publish-post.handler.js';
import { Route } from '@school/backend/http/route';

const asPost = ({ txtPostagem, datCriacao, ...post }: PostRecord, withBody: boolean): Post => ({
  ...post,
  ...(withBody ? { txtPostagem } : {}),
  datCriacao: datCriacao.toISOString(),
});

/** News posts (bse_postagem, /aprendizado): the Master writes them; the menu's profiles read them. */
@ApiTags('Aprendizado')
@ApiBearerAuth()
@Controller('bse_postagem')
export class PostsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    '',
    'posts.read',
    'Every news post, newest first: category, title, creator and date (the body is read one by one)',
  )
  async list(): Promise<Post[]> {
    return (await listPosts(this.db)).map((p) => asPost(p, false));
  }

  @Route.get(':id', 'posts.read', 'One news post with its body (sanitised rich text)')
  async get(@IdParam() id: number): Promise<Post> {
    const post = found(await findPost(this.db, id));
    return asPost(post, true);
  }

  @Route.post(
    '',
    'posts.write',
    'Publish a news post: ctgPostagem, dscPostagem (title), txtPostagem (rich text through the allow-list), all ' +
      'required ("Por favor, preencha todos os campos"): answers 1 ("Cadastro realizado!")',
    DONE_ANSWER,
  )
  publish(@ValidBody(postSchema) body: PostInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new PublishPostCommand(body, meta));
  }

  @Route.put(':id', 'posts.write', 'Edit a news post (the same fields and rules): answers 1', DONE_ANSWER)
  edit(@IdParam() id: number, @ValidBody(postSchema) body: PostInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new EditPostCommand(id, body, meta));
  }

  @Route.delete(':id', 'posts.write', 'Delete a news post: answers 1', DONE_ANSWER)
  delete(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeletePostCommand(id, meta));
  }
}
