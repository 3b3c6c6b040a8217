import sharp from 'sharp';
const [src, out, h = '1800'] = process.argv.slice(2);
const meta = await sharp(src).metadata();
const step = Number(h);
for (let y = 0, i = 0; y < meta.height; y += step, i++) {
  await sharp(src).extract({ left: 0, top: y, width: meta.width, height: Math.min(step, meta.height - y) }).toFile(`${out}-${i}.png`);
}
