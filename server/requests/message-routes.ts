import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactRequestSchema,
  isHoneypotFilled,
  requestEmailSchema,
  supportRequestSchema,
} from '../../core/request-rules';
import { HttpError } from '../plugins/error-handler';
import { limitRequests } from './abuse';
import { saveContactMessage, saveSupportRequest } from './service';
import { tr } from '../../core/messages';

import { messageOnly as sent, problem } from '../http/error-schema';

/** POST /api/contact and POST /api/support: JSON messages to the translator. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['demandes'],
        summary: 'Formulaire de contact',
        description: `Enregistre le message, l’envoie au traducteur (Reply-To\u00a0: l’expéditeur) et accuse réception. ${tr('form.messageSent')} 5 messages par heure et par adresse IP.`,
        body: contactRequestSchema,
        response: { 200: sent, 400: problem, 403: problem, 429: problem },
      },
    },
    async (request, reply) => {
      await limitRequests(app, request, reply, 'contact');
      if (isHoneypotFilled(request.body.website)) {
        request.log.info('contact message dropped (honeypot)');
        return { message: request.t('form.messageSent') };
      }
      const user = await request.currentUser();
      await saveContactMessage(app, request.body, {
        email: request.body.email,
        userId: user?.id ?? null,
        lang: request.lang,
      });
      request.log.info({ signedIn: Boolean(user) }, 'contact message');
      return { message: request.t('form.messageSent') };
    },
  );

  app.post(
    '/api/support',
    {
      schema: {
        tags: ['demandes'],
        summary: 'Demande d’assistance',
        description: `Objet, message et, facultativement, la référence de commande (TR-XXXXXXXX). Connecté, l’adresse du compte est utilisée (le champ email est ignoré)\u202f; sinon email est requis. ${tr('request.supportSent')} 5 demandes par heure et par adresse IP.`,
        body: supportRequestSchema,
        response: { 200: sent, 400: problem, 403: problem, 429: problem },
      },
    },
    async (request, reply) => {
      await limitRequests(app, request, reply, 'support');
      if (isHoneypotFilled(request.body.website)) {
        request.log.info('support request dropped (honeypot)');
        return { message: request.t('request.supportSent') };
      }
      const user = await request.currentUser();
      let email = user?.email;
      if (!email) {
        const typed = requestEmailSchema.safeParse(request.body.email ?? '');
        if (!typed.success) throw HttpError.fromZod(typed.error);
        email = typed.data;
      }
      await saveSupportRequest(app, request.body, { email, userId: user?.id ?? null, lang: request.lang });
      request.log.info({ signedIn: Boolean(user), order: request.body.orderReference ?? null }, 'support request');
      return { message: request.t('request.supportSent') };
    },
  );
};

export default messageRoutes;
