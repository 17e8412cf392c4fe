import { describe, expect, it } from 'vitest';
import { landTraffic, readTraffic } from './traffic.ts';

describe('traffic cookie (DESIGN.md §13)', () => {
  it('defaults to organic and reads the source from the query string', () => {
    expect(landTraffic('', 1000)).toMatchObject({ direction: 'organic', channel: 'organic', subchannel: '', lastLandingVisit: 1000 });
    const paid = landTraffic('?channel=ads&direction=cpc&subchannel=spring', 2000);
    expect(paid).toMatchObject({ direction: 'cpc', channel: 'ads', subchannel: 'spring', saveParams: 'channel=ads&direction=cpc&subchannel=spring' });
    expect(readTraffic()).toEqual(paid);
  });

  it('keeps an earlier paid source on a later visit without parameters', () => {
    landTraffic('?channel=ads', 1000);
    expect(landTraffic('', 5000)).toMatchObject({ channel: 'ads', lastLandingVisit: 5000 });
  });
});
