import type { FastifyInstance } from 'fastify';

/** Onboarding items (spec 1 §7). */
export default async function onboardingRoutes(_app: FastifyInstance): Promise<void> {}
