import { Module } from '@nestjs/common';
import { DeletePostHandler } from './post/delete-post.handler.js';
import { EditPostHandler } from './post/edit-post.handler.js';
import { PostsController } from './post/posts.controller.js';
import { PublishPostHandler } from './post/publish-post.handler.js';

/** Community: news posts (then the calendar, the forum and the chat). */
@Module({
  controllers: [PostsController],
  providers: [PublishPostHandler, EditPostHandler, DeletePostHandler],
})
export class CommunityModule {}
