import type { FastifyPluginAsync } from 'fastify';
import systemRoutes from './system/routes.ts';

/** Every feature module, registered in this order by buildApp. */
export const modules: FastifyPluginAsync[] = [systemRoutes];
