import { describe, expect, it } from 'vitest';
import { BRAND_DATA_ELEMENT_ID, brandById } from '@amora/contracts';
import { brandOfPage } from './rendered-brand.ts';

function pageWith(data: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (data !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BRAND_DATA_ELEMENT_ID;
    script.textContent = data;
    doc.head.append(script);
  }
  return doc;
}

describe('the brand of the page', () => {
  it('is the one the server wrote into the page, whatever the host says', async () => {
    const lovella = brandById(8)!;
    expect(await brandOfPage('localhost:8080', pageWith(JSON.stringify(lovella)))).toEqual(lovella);
  });

  it('is looked up by host when the page carries none or a damaged one', async () => {
    expect((await brandOfPage('lovella.localhost:8080', pageWith(null)))?.id).toBe(8);
    expect((await brandOfPage('localhost:8080', pageWith('{"id": 8,')))?.id).toBe(7);
    expect(await brandOfPage('unknown.example', pageWith(null))).toBeUndefined();
  });
});
