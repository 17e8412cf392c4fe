import type { FastifyInstance } from 'fastify';
import { SECOND } from '../../platform/clock.ts';
import { DemoPopulation, type DemoRoster } from './population.ts';
import { loadDemoPopulationRates, type DemoPopulationRates } from './rates.ts';

/** The job that moves the population, leased like every job (one process of several runs each tick). */
export const DEMO_POPULATION_JOB = 'demo-population.tick';

/**
 * Brings the seeded members to life (DESIGN.md §9): a job every `tickSeconds` runs
 * `population.tick(clock.now())`. Only `npm start` in demo mode calls it (src/main.ts, with the
 * seed's roster); the test apps and the e2e server never do unless a test asks, and may then tick
 * by hand on their manual clock. The job stops with the app (`jobs.stop` on close).
 */
export function startDemoPopulation(app: FastifyInstance, roster: DemoRoster, options: { rates?: DemoPopulationRates } = {}): DemoPopulation {
  const rates = options.rates ?? loadDemoPopulationRates();
  const { accounts, memberViews, photoFiles, relations, messenger } = app.services;
  const { clock, jobs, realtime } = app.platform;
  const population = new DemoPopulation({ accounts, members: memberViews, photos: photoFiles, relations, messenger, realtime, roster, rates });
  jobs.register({
    name: DEMO_POPULATION_JOB,
    everyMs: rates.tickSeconds * SECOND,
    run: async () => {
      const { likes, replies, cameOnline, wentOffline } = await population.tick(clock.now());
      return likes + replies + cameOnline + wentOffline;
    },
  });
  return population;
}
