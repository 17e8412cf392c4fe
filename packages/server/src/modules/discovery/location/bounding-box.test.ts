import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEARBY_RADII_KILOMETERS } from '@amora/contracts';
import { pointFrom } from '../discovery.fixture.ts';
import { boundingBox } from './bounding-box.ts';

describe('the nearby bounding box', () => {
  it('holds every point within the radius, anywhere on Earth', () => {
    const centre = fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(
      fc.property(centre, fc.constantFrom(...NEARBY_RADII_KILOMETERS), fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (at, radius, bearing, share) => {
        const point = pointFrom(at, bearing, radius * share);
        const box = boundingBox(at, radius);
        expect(point.latitude).toBeGreaterThanOrEqual(box.latitude[0]);
        expect(point.latitude).toBeLessThanOrEqual(box.latitude[1]);
        if (box.longitude) {
          expect(point.longitude).toBeGreaterThanOrEqual(box.longitude[0]);
          expect(point.longitude).toBeLessThanOrEqual(box.longitude[1]);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('is tight away from the poles and leaves longitudes open where they wrap', () => {
    const berlin = boundingBox({ latitude: 52.52, longitude: 13.405 }, 50);
    expect(berlin.latitude[1] - berlin.latitude[0]).toBeCloseTo(0.9, 2);
    expect(berlin.longitude![1] - berlin.longitude![0]).toBeCloseTo(1.48, 2);
    expect(boundingBox({ latitude: -17, longitude: 179.9 }, 25).longitude).toBeNull();
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 25)).toEqual({ latitude: [expect.closeTo(89.675, 3), 90], longitude: null });
  });
});
