import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserPositionSchema } from './member-location.ts';
import { NEARBY_RADII_KILOMETERS, neighborsQuerySchema, neighborTeasersQuerySchema } from './neighbors.ts';

describe('nearby queries', () => {
  it('default to spec 1 §9: pages of 50 within 50 km, teasers 20', () => {
    expect(neighborsQuerySchema.parse({ timestamp: '1' })).toEqual({ pageSize: 50, radiusKilometers: 50 });
    expect(neighborTeasersQuerySchema.parse({})).toEqual({ pageSize: 20 });
  });

  it('take only the slider’s ranges, as the query string spells them', () => {
    for (const radius of NEARBY_RADII_KILOMETERS) expect(neighborsQuerySchema.parse({ radiusKilometers: String(radius) }).radiusKilometers).toBe(radius);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }).map(String), fc.string()), (radius) => {
        // '5', ' 5' and '5.0' are the range 5.
        if ((NEARBY_RADII_KILOMETERS as readonly number[]).includes(Number(radius))) return;
        expect(neighborsQuerySchema.safeParse({ radiusKilometers: radius }).success).toBe(false);
      }),
    );
  });
});

describe('the browser position', () => {
  it('is a point on the globe and nothing else', () => {
    expect(browserPositionSchema.parse({ latitude: -90, longitude: 180 })).toEqual({ latitude: -90, longitude: 180 });
    for (const body of [{ latitude: 90.1, longitude: 0 }, { latitude: 0, longitude: -180.1 }, { latitude: '1', longitude: 2 }, { latitude: 1 }, { latitude: 1, longitude: 2, accuracy: 3 }]) {
      expect(browserPositionSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
