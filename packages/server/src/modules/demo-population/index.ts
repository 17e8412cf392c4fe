/**
 * The demo population's public surface (issue 16 point 8, DESIGN.md §9): in demo mode the seeded
 * members like, like back and come and go on the app clock, through the services any member's
 * own acts use. It owns no table and no route; src/main.ts starts it with the seed's roster.
 */
export { DemoPopulation, type DemoPopulationDeps, type DemoRoster, type RosterMember, type TickOutcome } from './population.ts';
export { DEMO_POPULATION_JOB, startDemoPopulation } from './start.ts';
export { DEMO_POPULATION_FILE, loadDemoPopulationRates, parseDemoPopulationFile, type DemoPopulationRates } from './rates.ts';
