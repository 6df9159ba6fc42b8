//===- Encoding.h - Tile IR bytecode primitives -----------------*- C++ -*-===//
//
// The byte-level layer of the Tile IR bytecode: LEB128 varints, zigzag
// signed varints, little-endian fixed-width values, 0xCB alignment padding,
// sections and offset tables. Nothing here knows about the dialect, so the
// layer can be tested (and reused by other tools) on its own.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_BYTECODE_ENCODING_H
#define CUTILE_BYTECODE_ENCODING_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Support/LogicalResult.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <cstdint>

namespace cutile::bytecode {

/// Fill byte of alignment padding (NVIDIA's choice; readers skip it).
inline constexpr uint8_t kPaddingByte = 0xCB;

uint64_t zigzagEncode(int64_t value);
int64_t zigzagDecode(uint64_t value);

//===----------------------------------------------------------------------===//
// EncodingWriter
//===----------------------------------------------------------------------===//

/// Appends encoded values to a byte buffer. Alignment is relative to the start
/// of the buffer; a section payload built in its own buffer is placed at an
/// address aligned to the largest alignment it asked for, so buffer-relative
/// and file-relative alignment agree.
class EncodingWriter {
public:
  explicit EncodingWriter(llvm::SmallVectorImpl<char> &buffer)
      : buffer(buffer) {}

  void writeByte(uint8_t byte) { buffer.push_back(static_cast<char>(byte)); }
  void writeBytes(llvm::ArrayRef<char> bytes) {
    buffer.append(bytes.begin(), bytes.end());
  }
  void writeBytes(llvm::StringRef bytes) {
    buffer.append(bytes.begin(), bytes.end());
  }
  void writeVarInt(uint64_t value);
  void writeSignedVarInt(int64_t value) { writeVarInt(zigzagEncode(value)); }

  template <typename T> void writeLE(T value) {
    static_assert(std::is_integral_v<T>, "integers only");
    using U = std::make_unsigned_t<T>;
    U bits = static_cast<U>(value);
    for (size_t i = 0; i < sizeof(T); ++i) {
      writeByte(static_cast<uint8_t>(bits & 0xFF));
      if constexpr (sizeof(T) > 1)
        bits >>= 8;
    }
  }

  /// A count, then each element as fixed-width little endian.
  template <typename T> void writeLEArray(llvm::ArrayRef<T> values) {
    writeVarInt(values.size());
    for (T v : values)
      writeLE<T>(v);
  }

  /// Pads with kPaddingByte to a multiple of `alignment` and records that the
  /// buffer needs that alignment when it is placed in the file. Recording
  /// happens even when no padding byte was needed.
  void alignTo(uint64_t alignment);

  uint64_t getRequiredAlignment() const { return requiredAlignment; }

private:
  llvm::SmallVectorImpl<char> &buffer;
  uint64_t requiredAlignment = 1;
};

/// Appends one section (header, padding, payload) to `out`. The alignment is
/// written only when it is above 1, as NVIDIA's writer does.
void appendSection(llvm::SmallVectorImpl<char> &out, uint8_t sectionId,
                   llvm::ArrayRef<char> payload, uint64_t alignment);

/// Builds the common "count, pad, offset array, data" table payload used by
/// the string, type and constant sections. `OffsetT` is uint32_t or uint64_t
/// and also fixes the padding before the offsets.
template <typename OffsetT>
void buildOffsetTable(EncodingWriter &writer,
                      llvm::ArrayRef<llvm::SmallVector<char, 0>> entries);
template <typename OffsetT>
void buildOffsetTable(EncodingWriter &writer,
                      llvm::ArrayRef<llvm::StringRef> entries);

//===----------------------------------------------------------------------===//
// EncodingReader
//===----------------------------------------------------------------------===//

/// Reads encoded values from a byte range. Every read checks bounds; a failed
/// read reports "offset N: <what>" (N counted from the start of the file)
/// through MLIR's diagnostics and returns failure, so corrupt input can never
/// read past the buffer.
class EncodingReader {
public:
  EncodingReader(llvm::ArrayRef<uint8_t> data, uint64_t fileOffset,
                 mlir::Location loc)
      : data(data), fileOffset(fileOffset), loc(loc) {}

  mlir::LogicalResult readByte(uint8_t &result, llvm::StringRef what);
  mlir::LogicalResult readVarInt(uint64_t &result, llvm::StringRef what);
  mlir::LogicalResult readSignedVarInt(int64_t &result, llvm::StringRef what);
  mlir::LogicalResult readBytes(size_t count, llvm::ArrayRef<uint8_t> &result,
                                llvm::StringRef what);

  /// A varint that is also used as a count or size: must not exceed the bytes
  /// left times `minBytesPerItem`, which stops absurd counts before anything
  /// is allocated.
  mlir::LogicalResult readCount(uint64_t &result, size_t minBytesPerItem,
                                llvm::StringRef what);

  template <typename T>
  mlir::LogicalResult readLE(T &result, llvm::StringRef what) {
    llvm::ArrayRef<uint8_t> bytes;
    if (mlir::failed(readBytes(sizeof(T), bytes, what)))
      return mlir::failure();
    std::make_unsigned_t<T> bits = 0;
    for (size_t i = 0; i < sizeof(T); ++i)
      bits |= static_cast<std::make_unsigned_t<T>>(bytes[i]) << (8 * i);
    result = static_cast<T>(bits);
    return mlir::success();
  }

  template <typename T>
  mlir::LogicalResult readLEArray(llvm::SmallVectorImpl<T> &result,
                                  llvm::StringRef what) {
    uint64_t count;
    if (mlir::failed(readCount(count, sizeof(T), what)))
      return mlir::failure();
    result.clear();
    result.reserve(count);
    for (uint64_t i = 0; i < count; ++i) {
      T v;
      if (mlir::failed(readLE(v, what)))
        return mlir::failure();
      result.push_back(v);
    }
    return mlir::success();
  }

  /// "count, padding to `alignment`, count values of type `Wire`" (the
  /// debug section's tables), appended to `result`. The count is bounded by
  /// what is left after the padding, before anything is allocated.
  template <typename Wire, typename T>
  mlir::LogicalResult readAlignedLEArray(llvm::SmallVectorImpl<T> &result,
                                         uint64_t alignment,
                                         llvm::StringRef countWhat,
                                         llvm::StringRef itemWhat) {
    uint64_t count;
    if (mlir::failed(readVarInt(count, countWhat)) ||
        mlir::failed(skipPadding(alignment, itemWhat)))
      return mlir::failure();
    if (count > remaining() / sizeof(Wire))
      return fail(countWhat + " exceeds the section");
    result.reserve(result.size() + count);
    for (uint64_t i = 0; i < count; ++i) {
      Wire v;
      if (mlir::failed(readLE(v, itemWhat)))
        return mlir::failure();
      result.push_back(v);
    }
    return mlir::success();
  }

  /// Skips the padding up to a multiple of `alignment`, counted from the
  /// start of this reader's data.
  mlir::LogicalResult skipPadding(uint64_t alignment, llvm::StringRef what);

  size_t remaining() const { return data.size() - pos; }
  bool atEnd() const { return pos == data.size(); }
  size_t position() const { return pos; }
  uint64_t filePosition() const { return fileOffset + pos; }
  llvm::ArrayRef<uint8_t> getData() const { return data; }
  mlir::Location getLoc() const { return loc; }

  /// Reports an error at the current position.
  mlir::InFlightDiagnostic emitError() const;
  mlir::LogicalResult fail(const llvm::Twine &message) const;

private:
  llvm::ArrayRef<uint8_t> data;
  size_t pos = 0;
  uint64_t fileOffset;
  mlir::Location loc;
};

/// The entries of an offset table ("count, pad, offsets, data"), as slices of
/// the section payload. Offsets must be non-decreasing and inside the data.
struct OffsetTable {
  llvm::SmallVector<llvm::ArrayRef<uint8_t>> entries;
  llvm::SmallVector<uint64_t> entryFileOffsets;
};
template <typename OffsetT>
mlir::LogicalResult readOffsetTable(EncodingReader &reader,
                                    llvm::StringRef tableName,
                                    OffsetTable &result);

} // namespace cutile::bytecode

#endif // CUTILE_BYTECODE_ENCODING_H
