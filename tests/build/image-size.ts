/** The pixel size of a PNG or JPEG, read from its header (no decoder needed). */
export function imageSize(data: Buffer): { format: 'png' | 'jpeg'; width: number; height: number } {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { format: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2;
    while (offset < data.length) {
      if (data[offset] !== 0xff) break;
      const marker = data[offset + 1]!;
      const length = data.readUInt16BE(offset + 2);
      // Start-of-frame markers (baseline, progressive…) carry the size; DHT, JPG and DAC do not.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { format: 'jpeg', height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  throw new Error('not a PNG or JPEG file');
}
