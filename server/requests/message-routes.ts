import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactRequestSchema, isHoneypotFilled, REQUEST_MESSAGES, requestEmailSchema, supportRequestSchema } from '../../core/request-rules';
import { HttpError } from '../plugins/error-handler';
import { limitRequests } from './abuse';
import { saveContactMessage, saveSupportRequest } from './service';

const problem = z.object({ message: z.string() });
const sent = z.object({ message: z.string() });

/** POST /api/contact and POST /api/support: JSON messages to the translator. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['demandes'],
        summary: 'Formulaire de contact',
        description: `Enregistre le message, l’envoie au traducteur (Reply-To : l’expéditeur) et accuse réception. ${REQUEST_MESSAGES.contactSent} 5 messages par heure et par adresse IP.`,
        body: contactRequestSchema,
        response: { 200: sent, 400: problem, 403: problem, 429: problem },
      },
    },
    async (request, reply) => {
      await limitRequests(app, request, reply, 'contact');
      if (isHoneypotFilled(request.body.website)) {
        request.log.info('contact message dropped (honeypot)');
        return { message: REQUEST_MESSAGES.contactSent };
      }
      const user = await request.currentUser();
      await saveContactMessage(app, request.body, { email: request.body.email, userId: user?.id ?? null });
      request.log.info({ signedIn: Boolean(user) }, 'contact message');
      return { message: REQUEST_MESSAGES.contactSent };
    },
  );

  app.post(
    '/api/support',
    {
      schema: {
        tags: ['demandes'],
        summary: 'Demande d’assistance',
        description: `Objet, message et, facultativement, la référence de commande (TR-XXXXXXXX). Connecté, l’adresse du compte est utilisée (le champ email est ignoré) ; sinon email est requis. ${REQUEST_MESSAGES.supportSent} 5 demandes par heure et par adresse IP.`,
        body: supportRequestSchema,
        response: { 200: sent, 400: problem, 403: problem, 429: problem },
      },
    },
    async (request, reply) => {
      await limitRequests(app, request, reply, 'support');
      if (isHoneypotFilled(request.body.website)) {
        request.log.info('support request dropped (honeypot)');
        return { message: REQUEST_MESSAGES.supportSent };
      }
      const user = await request.currentUser();
      let email = user?.email;
      if (!email) {
        const typed = requestEmailSchema.safeParse(request.body.email ?? '');
        if (!typed.success) throw new HttpError(400, typed.error.issues[0]?.message ?? REQUEST_MESSAGES.emailInvalid);
        email = typed.data;
      }
      await saveSupportRequest(app, request.body, { email, userId: user?.id ?? null });
      request.log.info({ signedIn: Boolean(user), order: request.body.orderReference ?? null }, 'support request');
      return { message: REQUEST_MESSAGES.supportSent };
    },
  );
};

export default messageRoutes;
