/**
 * Operator calls of the live chat (Operator-Key): the staff's side. The conversations of a merchant
 * with both unread counts, a member's history, replies (text or picture, signed with the call's
 * actor), marking read, closing (audited in operator_audit, target 'chat:<member id>'), and the
 * one-time ticket of the staff's socket. An unknown merchant or member answers 404.
 */
import { chatOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import { CHAT_PICTURE_BODY_LIMIT } from './routes';
import type { ChatService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const chatOperatorFeature: FastifyPluginAsyncTypebox<{
  chat: ChatService;
  /** MERCHANT_UNKNOWN (404) for an unknown merchant: the system service's getMerchant. */
  knownMerchant: (merchantCode: string) => Promise<unknown>;
}> = async (app, { chat, knownMerchant }) => {
  const { list, ticket, history, reply, replyPicture, read, close } = chatOperatorRoutes;
  const merchantOf = async (merchantCode: string) => {
    await knownMerchant(merchantCode);
    return merchantCode;
  };

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary:
          "A page of a merchant's chats, latest activity first, with the staff's and the member's unread counts; ?search= (username contains, any case), ?unread=true",
        params: list.params,
        querystring: list.querystring,
        response: { 200: list.response },
      },
    },
    async (request) => ok(await chat.staffList(await merchantOf(request.params.merchantCode), request.query)),
  );

  app.post(
    ticket.url,
    {
      schema: {
        tags,
        security,
        summary: "A one-time ticket (30 s) for the staff's chat socket (/wps/chat/staff-socket?ticket=)",
        params: ticket.params,
        response: { 200: ticket.response },
      },
    },
    async (request) =>
      ok(
        await chat.staffTicket(
          await merchantOf(request.params.merchantCode),
          operatorActionOf(request).actor,
        ),
      ),
  );

  app.get(
    history.url,
    {
      schema: {
        tags,
        security,
        summary: "A member's chat, oldest first; ?before=<id> for older messages",
        params: history.params,
        querystring: history.querystring,
        response: { 200: history.response },
      },
    },
    async (request) =>
      ok(
        await chat.staffHistory(
          await merchantOf(request.params.merchantCode),
          request.params.username,
          request.query.before,
          request.query.pageSize,
        ),
      ),
  );

  app.post(
    reply.url,
    {
      schema: {
        tags,
        security,
        summary: 'Reply to a member with a text',
        params: reply.params,
        body: reply.body,
        response: { 200: reply.response },
      },
    },
    async (request) =>
      ok(
        await chat.reply(
          await merchantOf(request.params.merchantCode),
          request.params.username,
          request.body.text,
          operatorActionOf(request).actor,
        ),
      ),
  );

  app.post(
    replyPicture.url,
    {
      bodyLimit: CHAT_PICTURE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Reply to a member with a picture: PNG or JPEG in base64, at most 5 MB and 4096 px a side',
        params: replyPicture.params,
        body: replyPicture.body,
        response: { 200: replyPicture.response },
      },
    },
    async (request) =>
      ok(
        await chat.replyPicture(
          await merchantOf(request.params.merchantCode),
          request.params.username,
          request.body.image,
          operatorActionOf(request).actor,
        ),
      ),
  );

  app.post(
    read.url,
    {
      schema: {
        tags,
        security,
        summary: "The staff has read the member's messages so far",
        params: read.params,
        response: { 200: read.response },
      },
    },
    async (request) =>
      ok(await chat.staffRead(await merchantOf(request.params.merchantCode), request.params.username)),
  );

  app.post(
    close.url,
    {
      schema: {
        tags,
        security,
        summary: "Close a member's chat (audited); their next message opens it again",
        params: close.params,
        response: { 200: close.response },
      },
    },
    async (request) =>
      ok(
        await chat.close(
          await merchantOf(request.params.merchantCode),
          request.params.username,
          operatorActionOf(request),
        ),
      ),
  );
};
