// node sheet.mjs out.png a.png b.png ... : lays PNGs side by side
import sharp from 'sharp';
const [out, ...files] = process.argv.slice(2);
const metas = await Promise.all(files.map((f) => sharp(f).metadata()));
const width = metas.reduce((a, m) => a + m.width + 10, 0);
const height = Math.max(...metas.map((m) => m.height));
let left = 0;
const composite = files.map((f, i) => { const c = { input: f, left, top: 0 }; left += metas[i].width + 10; return c; });
await sharp({ create: { width, height, channels: 3, background: '#888' } }).composite(composite).png().toFile(out);
