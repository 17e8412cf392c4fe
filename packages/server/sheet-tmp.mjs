import sharp from 'sharp';
const [,, out, maxH, ...files] = process.argv;
const H = Number(maxH);
const tiles = []; let x = 0;
for (const f of files) {
  const m = await sharp(f).metadata();
  const w = Math.round(m.width / 2);
  const resized = await sharp(f).resize({ width: w }).png().toBuffer();
  const rm = await sharp(resized).metadata();
  const buf = await sharp(resized).extract({ left: 0, top: 0, width: w, height: Math.min(rm.height, H) }).png().toBuffer();
  tiles.push({ input: buf, left: x, top: 0 }); x += w + 8;
}
await sharp({ create: { width: x, height: H, channels: 3, background: '#888' } }).composite(tiles).png().toFile(out);
