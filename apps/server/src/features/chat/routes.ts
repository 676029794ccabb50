/**
 * The player's side of the live chat (merchant scope: login required, a trial account refused with
 * FREE_REJECT, only with the whitelabel switch CBS3), the customer-service call (public), and
 * outside the merchant scope the pictures (an <img> sends no header; ids are random) and the two
 * sockets, which a one-time ticket opens (decision 0044).
 */
import { CHAT_PATHS, ChatPictureParams, chatRoutes, ErrorCode } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { IMMUTABLE_PRIVATE } from '../../lib/cache-control';
import { replyWithPicture } from '../../lib/picture';
import { ApiError, ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import { assertChatOffered, type ChatService } from './service';

const tags = ['chat'];

/** The largest picture in base64, with room for the JSON around it. */
export const CHAT_PICTURE_BODY_LIMIT = 7 * 1024 * 1024 + 4096;
/** Messages a member may send per minute (texts and pictures together). */
const SENDS_PER_MINUTE = 30;

export const chatFeature: FastifyPluginAsyncTypebox<{ chat: ChatService }> = async (app, { chat }) => {
  /** A real member of a merchant that offers the chat (CBS3). */
  const member: preHandlerAsyncHookHandler[] = [
    app.requireRealMember,
    async (request) => assertChatOffered(request.merchant.config),
  ];
  const sendLimit = app.limitBy({
    name: 'chat-send',
    max: SENDS_PER_MINUTE,
    timeWindow: 60_000,
    keyOf: (request) => (request.session ? String(request.session.memberId) : null),
  });

  app.get(
    chatRoutes.launch.url,
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'Spec §7 Chat launch: the chat address (the built-in screen, or the external chat when set)',
        querystring: chatRoutes.launch.querystring,
        response: { 200: chatRoutes.launch.response },
      },
    },
    async (request) => ok(chat.launch(request.merchant.config, request.query, request.language)),
  );

  app.get(
    chatRoutes.unreadCount.url,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "How many of the staff's messages the member has not read",
        response: { 200: chatRoutes.unreadCount.response },
      },
    },
    async (request) => ok(await chat.unreadCount(sessionOf(request))),
  );

  app.get(
    chatRoutes.customerService.url,
    {
      schema: {
        tags,
        summary: "Spec §7 Customer service: the chat and the operator's entries (type '3': path sealed)",
        response: { 200: chatRoutes.customerService.response },
      },
    },
    async (request) => ok(chat.customerService(request.merchant.config)),
  );

  app.post(
    chatRoutes.ticket.url,
    {
      preHandler: member,
      schema: {
        tags,
        summary: `A one-time ticket (30 s) that opens the chat socket (${CHAT_PATHS.socket}?ticket=)`,
        response: { 200: chatRoutes.ticket.response },
      },
    },
    async (request) => ok(await chat.memberTicket(sessionOf(request))),
  );

  app.get(
    chatRoutes.history.url,
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'A page of the conversation, oldest first; ?before=<id> for older messages',
        querystring: chatRoutes.history.querystring,
        response: { 200: chatRoutes.history.response },
      },
    },
    async (request) =>
      ok(await chat.history(sessionOf(request), request.query.before, request.query.pageSize)),
  );

  app.post(
    chatRoutes.send.url,
    {
      preHandler: [...member, sendLimit],
      schema: {
        tags,
        summary: 'Send a text to the support staff',
        body: chatRoutes.send.body,
        response: { 200: chatRoutes.send.response },
      },
    },
    async (request) => ok(await chat.send(sessionOf(request), request.body.text)),
  );

  app.post(
    chatRoutes.sendPicture.url,
    {
      preHandler: [...member, sendLimit],
      bodyLimit: CHAT_PICTURE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Send a picture: PNG or JPEG in base64, at most 5 MB and 4096 px a side',
        body: chatRoutes.sendPicture.body,
        response: { 200: chatRoutes.sendPicture.response },
      },
    },
    async (request) => ok(await chat.sendPicture(sessionOf(request), request.body.image)),
  );

  app.post(
    chatRoutes.read.url,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The member has read the staff's messages so far",
        response: { 200: chatRoutes.read.response },
      },
    },
    async (request) => ok(await chat.read(sessionOf(request))),
  );
};

/** Chat pictures as plain images, by their random id. */
export const chatPicturesApi: FastifyPluginAsyncTypebox<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    CHAT_PATHS.picture,
    {
      schema: { tags, summary: 'A picture sent in a chat (PNG or JPEG)', params: ChatPictureParams },
    },
    async (request, reply) => {
      const picture = await chat.picture(request.params.pictureId);
      if (!picture) throw new ApiError(ErrorCode.NOT_FOUND, 'No such picture');
      return replyWithPicture(reply, picture.contentType, IMMUTABLE_PRIVATE).send(picture.image);
    },
  );
};
