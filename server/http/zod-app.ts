import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The app as a Zod route plugin sees it: what a `registerXRoutes(app)` function takes when a
 * plugin hands its routes out by concern (issue 26), with the schemas still typing the handlers.
 */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
