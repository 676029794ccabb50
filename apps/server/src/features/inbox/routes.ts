/**
 * The member's inbox (merchant scope): list, read one, mark read, delete, unread count. Login
 * required; a trial account (type 4) and the other non-real types get 403 FREE_REJECT (spec §6).
 */
import { inboxRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { InboxMember, InboxService } from './service';

const tags = ['inbox'];

const memberOf = (request: FastifyRequest): InboxMember => {
  const { merchantCode, memberId } = sessionOf(request);
  return { merchantCode, memberId };
};

export const inboxFeature: FastifyPluginAsyncTypebox<{ inbox: InboxService }> = async (app, { inbox }) => {
  const { unreadCount, messages, message, markRead, remove } = inboxRoutes;

  app.get(
    unreadCount.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: "How many of the member's messages are unread",
        response: { 200: unreadCount.response },
      },
    },
    async (request) => ok({ unReadCount: await inbox.unreadCount(memberOf(request)) }),
  );

  app.get(
    messages.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: "The member's messages, newest first, paged, with their read flag",
        querystring: messages.querystring,
        response: { 200: messages.response },
      },
    },
    async (request) => ok(await inbox.list(memberOf(request), request.language, request.query)),
  );

  app.get(
    message.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: 'One message with its content (sanitized HTML); reading it marks it read',
        params: message.params,
        response: { 200: message.response },
      },
    },
    async (request) => ok(await inbox.read(memberOf(request), request.language, request.params.messageId)),
  );

  app.post(
    markRead.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: 'Mark messages read: the ids given, or all: true; answers the unread count',
        body: markRead.body,
        response: { 200: markRead.response },
      },
    },
    async (request) => ok({ unReadCount: await inbox.markRead(memberOf(request), request.body) }),
  );

  app.post(
    remove.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: 'Delete messages (never to come back; again is no error); answers the unread count',
        body: remove.body,
        response: { 200: remove.response },
      },
    },
    async (request) => ok({ unReadCount: await inbox.remove(memberOf(request), request.body.messageIds) }),
  );
};
