// ISO BMFF (MP4) boxes as a small tree: parse a file, edit the boxes, write it back with every
// size recomputed, so an edit deep inside moov or moof never leaves a stale size above it.

/**
 * A box: `head` is what sits between its 8-byte header and its children (a full box's version
 * and flags, a sample entry's fixed fields), or the whole payload of a box without children.
 */
export interface Box {
  type: string;
  head: Uint8Array;
  children?: Box[];
}

// The boxes whose payload is made of boxes, and how many bytes of their own come first.
const childrenAfter: Record<string, number> = {
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
  mvex: 0,
  moof: 0,
  traf: 0,
  sinf: 0,
  schi: 0,
  stsd: 8,
  // Sample entries: the visual one has 78 bytes of fixed fields, the audio one 28 (version 0).
  avc1: 78,
  encv: 78,
  mp4a: 28,
  enca: 28,
};

/** The four characters of a box type, as a string. */
export function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4));
}

/** Parses a run of sibling boxes (a whole file, or a box's children). */
export function parseBoxes(bytes: Uint8Array): Box[] {
  const boxes: Box[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < bytes.length;) {
    const size = view.getUint32(at);
    // Our inputs come from ffmpeg: no 64-bit sizes, no box running to the end of the file.
    if (size < 8 || at + size > bytes.length) throw new Error(`bad box size ${size} at ${at}`);
    const type = fourCC(bytes, at + 4);
    const payload = bytes.subarray(at + 8, at + size);
    const own = childrenAfter[type];
    boxes.push(
      own === undefined
        ? { type, head: payload }
        : { type, head: payload.subarray(0, own), children: parseBoxes(payload.subarray(own)) },
    );
    at += size;
  }
  return boxes;
}

/** A box's size in bytes, header included. */
export function boxSize(box: Box): number {
  return 8 + box.head.length + (box.children ?? []).reduce((sum, child) => sum + boxSize(child), 0);
}

/** Writes boxes one after the other, with their sizes recomputed. */
export function writeBoxes(boxes: Box[]): Uint8Array {
  const out = new Uint8Array(boxes.reduce((sum, box) => sum + boxSize(box), 0));
  const view = new DataView(out.buffer);
  const write = (box: Box, at: number): number => {
    view.setUint32(at, boxSize(box));
    out.set(new TextEncoder().encode(box.type), at + 4);
    out.set(box.head, at + 8);
    let next = at + 8 + box.head.length;
    for (const child of box.children ?? []) next = write(child, next);
    return next;
  };
  boxes.reduce((at, box) => write(box, at), 0);
  return out;
}

/** The first child of that type, or an error naming what is missing. */
export function child(box: Box, type: string): Box {
  const found = box.children?.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`no ${type} in ${box.type}`);
  return found;
}

/** The box at the end of a path of types from a list of boxes (the first of each type). */
export function find(boxes: Box[], ...path: string[]): Box {
  const [first, ...rest] = path;
  const top = boxes.find((box) => box.type === first);
  if (!top) throw new Error(`no ${first}`);
  return rest.reduce(child, top);
}

/** A box without children. */
export function leaf(type: string, ...parts: Uint8Array[]): Box {
  return { type, head: concat(...parts) };
}

/** A full box's version and 24-bit flags. */
export function versionAndFlags(version: number, flags: number): Uint8Array {
  return uint32((version << 24) | flags);
}

/** Big-endian unsigned integers, the only byte order in MP4. */
export function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0);
  return bytes;
}

export function uint16(value: number): Uint8Array {
  const bytes = new Uint8Array(2);
  new DataView(bytes.buffer).setUint16(0, value);
  return bytes;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

/** A DataView over exactly these bytes (a subarray's view starts at its own offset). */
export function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
