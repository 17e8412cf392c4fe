import { cellToLatLng, latLngToCell } from 'h3-js';

/**
 * H3 resolution 8: hexagons of ~0.74 km², ~0.46 km from centre to corner (DESIGN.md §14). Fixed
 * for everybody, so a member's answers from anywhere in a cell are all the same.
 */
const CELL_RESOLUTION = 8;

export interface Point {
  latitude: number;
  longitude: number;
}

/** What is kept of a position: the cell it fell in and that cell's centre. */
export interface SnappedPoint extends Point {
  cell: string;
}

/**
 * Snaps a point to its cell at once (DESIGN.md §14 "snap on write"): the caller keeps the
 * answer and drops the point, so nothing finer than the cell is ever stored, logged or compared.
 */
export function snapToCell(point: Point): SnappedPoint {
  const cell = latLngToCell(point.latitude, point.longitude, CELL_RESOLUTION);
  const [latitude, longitude] = cellToLatLng(cell);
  return { cell, latitude, longitude };
}
