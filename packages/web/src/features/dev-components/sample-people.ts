import { portrait } from './portrait.ts';

/** Cities the gallery's samples live in; their names are in dev-components.json under `cities`. */
export const SAMPLE_CITIES = ['lisbon', 'madrid', 'paris', 'berlin', 'warsaw', 'kyiv', 'mexicoCity', 'saoPaulo', 'mumbai'] as const;
export type SampleCity = (typeof SAMPLE_CITIES)[number];

export interface SamplePerson {
  id: number;
  name: string;
  age: number;
  city: SampleCity;
  online: boolean;
  photo: string;
}

/** The members the gallery's cards, bubbles and popups show. */
export const SAMPLE_PEOPLE: readonly SamplePerson[] = [
  { id: 1, name: 'Sofia', age: 29, city: 'lisbon', online: true, photo: portrait({ hue: 340, skin: '#eec1a0', hair: '#47301f', clothes: '#3d5a80', longHair: true }) },
  { id: 2, name: 'Jonas', age: 34, city: 'berlin', online: false, photo: portrait({ hue: 200, skin: '#f6d5bd', hair: '#a8713f', clothes: '#2a9d8f', longHair: false }) },
  { id: 3, name: 'Priya', age: 27, city: 'mumbai', online: true, photo: portrait({ hue: 30, skin: '#9a6444', hair: '#1b1b1f', clothes: '#e07a5f', longHair: true }) },
  { id: 4, name: 'Mateo', age: 31, city: 'madrid', online: false, photo: portrait({ hue: 150, skin: '#d9a27c', hair: '#2a1c14', clothes: '#6d597a', longHair: false }) },
  { id: 5, name: 'Amélie', age: 26, city: 'paris', online: false, photo: portrait({ hue: 280, skin: '#f6d5bd', hair: '#d9b46f', clothes: '#b56576', longHair: true }) },
  { id: 6, name: 'Tomás', age: 33, city: 'saoPaulo', online: true, photo: portrait({ hue: 90, skin: '#774a31', hair: '#1b1b1f', clothes: '#f2cc8f', longHair: false }) },
];

/** The member the thread, the popup and the carousel are about. */
export const SOFIA = SAMPLE_PEOPLE[0]!;

/** Sofia's photo album for the carousel: the same portrait against three backdrops. */
export const SOFIA_PHOTOS = [340, 260, 190].map((hue) => portrait({ hue, skin: '#eec1a0', hair: '#47301f', clothes: '#3d5a80', longHair: true }));
