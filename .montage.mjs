import sharp from 'sharp';
import { readdirSync } from 'node:fs';
const [dir, prefix, out, perArg] = process.argv.slice(2);
const per = Number(perArg ?? 5);
const files = readdirSync(dir).filter((f) => f.startsWith(prefix + '-') && /-\d+\.png$/.test(f)).sort((a, b) => Number(a.match(/-(\d+)\.png$/)[1]) - Number(b.match(/-(\d+)\.png$/)[1]));
const metas = await Promise.all(files.map((f) => sharp(`${dir}/${f}`).metadata()));
const w = metas[0].width, h = Math.max(...metas.map((m) => m.height));
const rows = Math.ceil(files.length / per);
await sharp({ create: { width: w * per, height: h * rows, channels: 3, background: '#888' } })
  .composite(files.map((f, i) => ({ input: `${dir}/${f}`, left: (i % per) * w, top: Math.floor(i / per) * h })))
  .png().toFile(out);
console.log(files.length, w * per, h * rows);
