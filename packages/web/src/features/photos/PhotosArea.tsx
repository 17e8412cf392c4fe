/** /gallery/*, /photos/* (spec 1 §2, spec 3 §2). */
export function PhotosArea() {
  return null;
}
