import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isHoneypotFilled, MESSAGE_MAX, quoteRequestSchema } from '../../core/request-rules';
import { megabytes } from '../files/service';
import { HttpError, httpError } from '../plugins/error-handler';
import { limitRequests } from './abuse';
import { quoteInputFrom, readQuoteForm } from './quote-form';
import { newQuoteReference, saveQuoteRequest } from './service';
import { tr } from '../../core/messages';

import { problem } from '../http/error-schema';
import { passOtherBodyTypes, registerFormParser } from '../http/multipart';

/** POST /api/services/request-quote: the /devis and /order forms. */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = app.uploadsService;
  const { maxFileBytes } = uploads.limits;

  await registerFormParser(app, {
    // Fields are bounded well above the rules' limits so an over-long field is refused with its own message.
    limits: { fileSize: maxFileBytes, files: 2, fields: 12, parts: 16, fieldSize: MESSAGE_MAX * 4 + 1024 },
    throwFileSizeLimit: true,
    preservePath: true,
  });
  passOtherBodyTypes(app);

  app.post(
    '/api/services/request-quote',
    {
      schema: {
        tags: ['demandes'],
        summary:
          'Demande de devis (multipart\u00a0: name, email, numberOfPages, deliveryMethod, message, serviceType, file)',
        description: `Enregistre la demande, prévient le traducteur (lien vers le document réservé à l’administrateur) et accuse réception au demandeur. Document facultatif\u00a0: un seul fichier PDF, PNG ou JPEG reconnu par son contenu, ${megabytes(maxFileBytes)} Mo au plus, chiffré au repos. Connecté, l’adresse du compte remplace celle du formulaire. ${tr('request.quoteSent')} 5 demandes par heure et par adresse IP.`,
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ message: z.string(), reference: z.string() }),
          400: problem,
          403: problem,
          413: problem,
          415: problem,
          429: problem,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw httpError(400, 'request.notMultipart');
      // Counted before reading: a refused caller never gets a file stored.
      await limitRequests(app, request, reply, 'quote');
      const { fields, file } = await readQuoteForm(request, uploads);
      if (isHoneypotFilled(fields.website)) {
        if (file) await uploads.discard([file]);
        request.log.info('quote request dropped (honeypot)');
        return { message: request.t('request.quoteSent'), reference: newQuoteReference() };
      }
      // Signed in, the request comes from the account's address, whatever the form said.
      const user = await request.currentUser();
      if (user) fields.email = user.email;
      const parsed = quoteRequestSchema.safeParse(quoteInputFrom(fields));
      if (!parsed.success) {
        if (file) await uploads.discard([file]);
        throw HttpError.fromZod(parsed.error);
      }
      try {
        const saved = await saveQuoteRequest(
          app,
          parsed.data,
          { email: user?.email ?? parsed.data.email, userId: user?.id ?? null, lang: request.lang },
          file,
        );
        request.log.info({ quoteId: saved.id, file: Boolean(file), signedIn: Boolean(user) }, 'quote request');
        return { message: request.t('request.quoteSent'), reference: saved.id };
      } catch (err) {
        if (file) await uploads.discard([file]);
        throw err;
      }
    },
  );
};

export default quoteRoutes;
