import { SOCIAL_BEGIN_PATH, SOCIAL_CALLBACK_PATH } from '@airlock/protocol';
import type { FastifyInstance } from 'fastify';
import { SOCIAL_BEGIN_PAGE } from './social-begin-page';
import { SOCIAL_CALLBACK_PAGE } from './social-callback-page';
import { sendPopupPage } from './social-popup-page';

/** The social-login popup's two pages on the frame host; neither reads the query nor the database. */
export async function socialPopupRoutes(app: FastifyInstance): Promise<void> {
  app.get(SOCIAL_BEGIN_PATH, async (_request, reply) => sendPopupPage(reply, SOCIAL_BEGIN_PAGE));
  app.get(SOCIAL_CALLBACK_PATH, async (_request, reply) => sendPopupPage(reply, SOCIAL_CALLBACK_PAGE));
}
