/**
 * WOFF (1.0) to the TrueType/OpenType file it wraps. The social cards' text is laid out by Pango and HarfBuzz
 * inside sharp (the only renderer here that shapes Devanagari and Thai correctly), whose font loader reads
 * TrueType and OpenType files but not WOFF, the format the fonts come in (fontsource packages). The format:
 * https://www.w3.org/TR/WOFF/ (a header, a table directory, each table zlib-compressed or stored).
 */
import { inflateSync } from 'node:zlib'

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error('Not a WOFF 1.0 file')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(stored) : stored
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length')
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data }
  })
  const power = 2 ** Math.floor(Math.log2(numTables))
  const headerLength = 12 + numTables * 16
  const padded = (n: number) => (n + 3) & ~3
  const out = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0))
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(numTables, 4)
  out.writeUInt16BE(power * 16, 6)
  out.writeUInt16BE(Math.log2(power), 8)
  out.writeUInt16BE(numTables * 16 - power * 16, 10)
  let offset = headerLength
  tables.forEach((table, i) => {
    const at = 12 + i * 16
    out.writeUInt32BE(table.tag, at)
    out.writeUInt32BE(table.checksum, at + 4)
    out.writeUInt32BE(offset, at + 8)
    out.writeUInt32BE(table.data.length, at + 12)
    table.data.copy(out, offset)
    offset += padded(table.data.length)
  })
  return out
}
