/**
 * The small part of CBOR (RFC 8949) that Pagefind's index files use: unsigned and negative integers, byte and text
 * strings, arrays, maps and the simple values. Encoding is the shortest form, as Pagefind writes it, so a file that
 * is decoded and encoded again comes out byte for byte the same (callers check this before relying on it).
 */

/** A decoded CBOR value: text strings are strings, byte strings `Uint8Array`s, maps `Map`s. */
export type CborValue =
  | number
  | bigint
  | string
  | Uint8Array
  | CborValue[]
  | Map<CborValue, CborValue>
  | boolean
  | null;

/** Decode the CBOR value that starts at `offset` of `bytes`; throws on anything outside the supported subset. */
export function decodeCbor(bytes: Uint8Array, offset = 0): { value: CborValue; end: number } {
  let pos = offset;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const argument = (info: number): number | bigint => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (size === 0 || pos + size > bytes.length) throw new Error(`unsupported CBOR length ${info} at ${pos}`);
    const value =
      size === 1
        ? view.getUint8(pos)
        : size === 2
          ? view.getUint16(pos)
          : size === 4
            ? view.getUint32(pos)
            : view.getBigUint64(pos);
    pos += size;
    return typeof value === 'bigint' && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  };
  const length = (info: number): number => {
    const value = argument(info);
    // Strings and arrays are bounded by the bytes left (checked where they are read); 64-bit lengths never fit.
    if (typeof value === 'bigint') throw new Error('CBOR item too long');
    return value;
  };
  const item = (): CborValue => {
    if (pos >= bytes.length) throw new Error('truncated CBOR');
    const head = bytes[pos++];
    const major = head >> 5;
    const info = head & 31;
    switch (major) {
      case 0:
        return argument(info);
      case 1: {
        const value = argument(info);
        return typeof value === 'bigint' ? -1n - value : -1 - value;
      }
      case 2:
      case 3: {
        const size = length(info);
        if (pos + size > bytes.length) throw new Error('truncated CBOR string');
        const slice = bytes.subarray(pos, pos + size);
        pos += size;
        return major === 2 ? slice : new TextDecoder('utf-8', { fatal: true }).decode(slice);
      }
      case 4:
        return Array.from({ length: length(info) }, item);
      case 5: {
        const map = new Map<CborValue, CborValue>();
        for (let n = length(info); n > 0; n--) map.set(item(), item());
        return map;
      }
      default:
        if (major === 7 && info === 20) return false;
        if (major === 7 && info === 21) return true;
        if (major === 7 && info === 22) return null;
        throw new Error(`unsupported CBOR item ${head} at ${pos - 1}`);
    }
  };
  const value = item();
  return { value, end: pos };
}

/** Encode `value` in CBOR's shortest form. */
export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  const head = (major: number, n: number | bigint) => {
    const big = BigInt(n);
    if (big < 24n) out.push((major << 5) | Number(big));
    else if (big < 0x100n) out.push((major << 5) | 24, Number(big));
    else if (big < 0x10000n) out.push((major << 5) | 25, ...bytesOf(big, 2));
    else if (big < 0x100000000n) out.push((major << 5) | 26, ...bytesOf(big, 4));
    else out.push((major << 5) | 27, ...bytesOf(big, 8));
  };
  const write = (v: CborValue) => {
    if (v === false) out.push(0xf4);
    else if (v === true) out.push(0xf5);
    else if (v === null) out.push(0xf6);
    else if (typeof v === 'number' || typeof v === 'bigint') {
      if (typeof v === 'number' && !Number.isInteger(v)) throw new Error('CBOR floats are not supported');
      if (v >= 0) head(0, v);
      else head(1, -1n - BigInt(v));
    } else if (typeof v === 'string') {
      const text = new TextEncoder().encode(v);
      head(3, text.length);
      out.push(...text);
    } else if (v instanceof Uint8Array) {
      head(2, v.length);
      out.push(...v);
    } else if (Array.isArray(v)) {
      head(4, v.length);
      for (const entry of v) write(entry);
    } else {
      head(5, v.size);
      for (const [key, entry] of v) {
        write(key);
        write(entry);
      }
    }
  };
  write(value);
  return Uint8Array.from(out);
}

function bytesOf(value: bigint, size: number): number[] {
  return Array.from({ length: size }, (_, i) => Number((value >> BigInt(8 * (size - 1 - i))) & 0xffn));
}
