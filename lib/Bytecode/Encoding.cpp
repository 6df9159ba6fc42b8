//===- Encoding.cpp - Tile IR bytecode primitives -------------------------===//

#include "cutile/Bytecode/Encoding.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace cutile::bytecode {

uint64_t zigzagEncode(int64_t value) {
  return (static_cast<uint64_t>(value) << 1) ^
         static_cast<uint64_t>(value >> 63);
}

int64_t zigzagDecode(uint64_t value) {
  return static_cast<int64_t>((value >> 1) ^ (~(value & 1) + 1));
}

//===----------------------------------------------------------------------===//
// EncodingWriter
//===----------------------------------------------------------------------===//

void EncodingWriter::writeVarInt(uint64_t value) {
  do {
    uint8_t byte = value & 0x7F;
    value >>= 7;
    if (value)
      byte |= 0x80;
    writeByte(byte);
  } while (value);
}

void EncodingWriter::alignTo(uint64_t alignment) {
  if (alignment < 2)
    return;
  while (buffer.size() % alignment)
    writeByte(kPaddingByte);
  requiredAlignment = std::max(requiredAlignment, alignment);
}

void appendSection(llvm::SmallVectorImpl<char> &out, uint8_t sectionId,
                   llvm::ArrayRef<char> payload, uint64_t alignment) {
  EncodingWriter writer(out);
  bool aligned = alignment > 1;
  writer.writeByte((sectionId & 0x7F) | (aligned ? 0x80 : 0x00));
  writer.writeVarInt(payload.size());
  if (aligned) {
    writer.writeVarInt(alignment);
    writer.alignTo(alignment);
  }
  writer.writeBytes(payload);
}

template <typename OffsetT, typename EntryRange>
static void buildOffsetTableImpl(EncodingWriter &writer,
                                 const EntryRange &entries) {
  writer.writeVarInt(entries.size());
  writer.alignTo(sizeof(OffsetT));
  OffsetT running = 0;
  for (const auto &entry : entries) {
    writer.writeLE<OffsetT>(running);
    running += static_cast<OffsetT>(entry.size());
  }
  for (const auto &entry : entries)
    writer.writeBytes(llvm::ArrayRef<char>(entry.data(), entry.size()));
}

template <typename OffsetT>
void buildOffsetTable(EncodingWriter &writer,
                      llvm::ArrayRef<llvm::SmallVector<char, 0>> entries) {
  buildOffsetTableImpl<OffsetT>(writer, entries);
}
template <typename OffsetT>
void buildOffsetTable(EncodingWriter &writer,
                      llvm::ArrayRef<llvm::StringRef> entries) {
  buildOffsetTableImpl<OffsetT>(writer, entries);
}

template void buildOffsetTable<uint32_t>(EncodingWriter &,
                                         llvm::ArrayRef<llvm::SmallVector<char, 0>>);
template void buildOffsetTable<uint64_t>(EncodingWriter &,
                                         llvm::ArrayRef<llvm::SmallVector<char, 0>>);
template void buildOffsetTable<uint32_t>(EncodingWriter &,
                                         llvm::ArrayRef<llvm::StringRef>);

//===----------------------------------------------------------------------===//
// EncodingReader
//===----------------------------------------------------------------------===//

InFlightDiagnostic EncodingReader::emitError() const {
  return mlir::emitError(loc) << "invalid Tile IR bytecode at offset "
                              << filePosition() << ": ";
}

LogicalResult EncodingReader::fail(const llvm::Twine &message) const {
  return emitError() << message;
}

LogicalResult EncodingReader::readByte(uint8_t &result, llvm::StringRef what) {
  if (pos >= data.size())
    return fail("unexpected end of data reading " + what);
  result = data[pos++];
  return success();
}

LogicalResult EncodingReader::readVarInt(uint64_t &result,
                                         llvm::StringRef what) {
  result = 0;
  size_t start = pos;
  for (unsigned shift = 0;; shift += 7) {
    if (pos >= data.size()) {
      pos = start;
      return fail("unexpected end of data reading " + what);
    }
    uint8_t byte = data[pos++];
    uint64_t bits = byte & 0x7F;
    // The tenth byte may only carry the top bit of a 64-bit value.
    if (shift == 63 && bits > 1) {
      pos = start;
      return fail("varint too large reading " + what);
    }
    result |= bits << shift;
    if (!(byte & 0x80))
      return success();
    if (shift >= 63) {
      pos = start;
      return fail("varint too long reading " + what);
    }
  }
}

LogicalResult EncodingReader::readSignedVarInt(int64_t &result,
                                               llvm::StringRef what) {
  uint64_t raw;
  if (failed(readVarInt(raw, what)))
    return failure();
  result = zigzagDecode(raw);
  return success();
}

LogicalResult EncodingReader::readBytes(size_t count,
                                        llvm::ArrayRef<uint8_t> &result,
                                        llvm::StringRef what) {
  if (count > remaining())
    return fail("unexpected end of data reading " + what + " (need " +
                llvm::Twine(count) + " bytes, " + llvm::Twine(remaining()) +
                " left)");
  result = data.slice(pos, count);
  pos += count;
  return success();
}

LogicalResult EncodingReader::readCount(uint64_t &result,
                                        size_t minBytesPerItem,
                                        llvm::StringRef what) {
  size_t start = pos;
  if (failed(readVarInt(result, what)))
    return failure();
  size_t per = std::max<size_t>(minBytesPerItem, 1);
  if (minBytesPerItem && result > remaining() / per) {
    pos = start;
    return fail(what + " (" + llvm::Twine(result) +
                ") exceeds the data that is left");
  }
  return success();
}

LogicalResult EncodingReader::skipPadding(uint64_t alignment,
                                          llvm::StringRef what) {
  if (alignment < 2)
    return success();
  size_t padding = (alignment - pos % alignment) % alignment;
  if (padding > remaining())
    return fail("unexpected end of data in padding before " + what);
  pos += padding;
  return success();
}

template <typename OffsetT>
LogicalResult readOffsetTable(EncodingReader &reader, llvm::StringRef tableName,
                              OffsetTable &result) {
  std::string what = (tableName + " count").str();
  uint64_t count;
  if (failed(reader.readVarInt(count, what)))
    return failure();
  if (failed(reader.skipPadding(sizeof(OffsetT), tableName)))
    return failure();
  if (count > reader.remaining() / sizeof(OffsetT))
    return reader.fail(tableName + " has " + llvm::Twine(count) +
                       " entries, more than its section can hold");
  llvm::SmallVector<uint64_t> offsets;
  offsets.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    OffsetT off;
    if (failed(reader.readLE(off, tableName)))
      return failure();
    offsets.push_back(off);
  }
  size_t dataStart = reader.position();
  size_t dataSize = reader.remaining();
  result.entries.clear();
  result.entryFileOffsets.clear();
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t begin = offsets[i];
    uint64_t end = i + 1 < count ? offsets[i + 1] : dataSize;
    if (begin > end || end > dataSize)
      return reader.fail(tableName + " entry " + llvm::Twine(i) +
                         " has an invalid offset");
    result.entries.push_back(reader.getData().slice(dataStart + begin,
                                                    end - begin));
    result.entryFileOffsets.push_back(reader.filePosition() + begin);
  }
  return success();
}

template LogicalResult readOffsetTable<uint32_t>(EncodingReader &,
                                                 llvm::StringRef,
                                                 OffsetTable &);
template LogicalResult readOffsetTable<uint64_t>(EncodingReader &,
                                                 llvm::StringRef,
                                                 OffsetTable &);

} // namespace cutile::bytecode
