//===- ReaderOps.cpp - One op from Tile IR bytecode -----------------------===//
//
// An op is decoded generically from its layout (OpTable.h), in the order
// the writer wrote it: opcode, result types, flags, attributes
// (ReaderAttrs.cpp), operands as value numbers, then its regions. Fields newer
// than the file's version get the value older versions imply.
//
//===----------------------------------------------------------------------===//

#include "DialectBridge.h"
#include "ModuleReader.h"

using namespace mlir;

namespace cutile::bytecode::detail {

LogicalResult ModuleReader::readValue(EncodingReader &r, Value &result) {
  uint64_t index;
  if (failed(r.readVarInt(index, "operand")))
    return failure();
  if (index >= values.size())
    return r.fail("operand refers to value " + llvm::Twine(index) +
                  ", but only " + llvm::Twine(values.size()) +
                  " are defined at this point");
  result = values[index];
  return success();
}

LogicalResult ModuleReader::readRegion(EncodingReader &r, Region &region,
                                       DebugSlot &slot, Location loc) {
  uint64_t numBlocks;
  if (failed(r.readCount(numBlocks, 2, "block count")))
    return failure();
  for (uint64_t b = 0; b < numBlocks; ++b) {
    Block *block = new Block();
    region.push_back(block);
    size_t mark = values.size();
    uint64_t numArgs;
    if (failed(r.readCount(numArgs, 1, "block argument count")))
      return failure();
    for (uint64_t i = 0; i < numArgs; ++i) {
      Type t = readTypeRef(r, "block argument type");
      if (!t)
        return failure();
      values.push_back(block->addArgument(t, loc));
    }
    uint64_t numOps;
    if (failed(r.readCount(numOps, 1, "op count")))
      return failure();
    for (uint64_t i = 0; i < numOps; ++i)
      if (failed(readOp(r, *block, slot)))
        return failure();
    if (block->empty() ||
        !block->back().hasTrait<OpTrait::IsTerminator>())
      return r.fail("a block does not end with a terminator");
    values.resize(mark);
  }
  return success();
}

LogicalResult ModuleReader::readOp(EncodingReader &r, Block &block,
                                   DebugSlot &slot) {
  uint64_t opcode;
  if (failed(r.readVarInt(opcode, "opcode")))
    return failure();
  const OpDesc *desc = lookupOpByOpcode(opcode);
  if (!desc || desc->opClass != OpClass::Body)
    return r.fail("unknown opcode " + llvm::Twine(opcode));
  if (desc->since > version)
    return r.fail("opcode " + llvm::Twine(opcode) + " ('" +
                  desc->getMnemonic() + "') needs bytecode version " +
                  desc->since.str() + ", but the file is " + version.str());
  FailureOr<Location> loc = nextLoc(slot, r);
  if (failed(loc))
    return failure();

  std::string opName = ("cuda_tile." + desc->getMnemonic()).str();
  std::optional<RegisteredOperationName> registered =
      RegisteredOperationName::lookup(opName, &context);
  if (!registered)
    return r.fail("'" + opName + "' is not supported by this build of the "
                  "cuda_tile dialect");

  llvm::SmallVector<Type> resultTypes;
  size_t numNumbered = 0;
  uint64_t flags = 0;
  NamedAttrList attributes;
  llvm::SmallVector<Value> operands;
  if (failed(readResults(r, *desc, opName, resultTypes, numNumbered)) ||
      failed(readFlags(r, *desc, opName, flags)) ||
      failed(readAttributes(r, *desc, *registered, flags, resultTypes,
                            attributes)) ||
      failed(readOperands(r, *desc, flags, operands, attributes)))
    return failure();

  // Regions.
  llvm::SmallVector<std::unique_ptr<Region>> regions;
  if (desc->numRegions) {
    uint64_t numRegions;
    if (failed(r.readVarInt(numRegions, "region count")))
      return failure();
    if (numRegions != desc->numRegions)
      return r.fail("'" + opName + "' needs " +
                    llvm::Twine(desc->numRegions) + " regions, not " +
                    llvm::Twine(numRegions));
    for (unsigned i = 0; i < desc->numRegions; ++i) {
      regions.push_back(std::make_unique<Region>());
      if (failed(readRegion(r, *regions.back(), slot, *loc)))
        return failure();
    }
  }

  OperationState state(*loc, *registered);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(attributes);
  for (auto &region : regions)
    state.addRegion(std::move(region));
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(&block);
  Operation *op = builder.create(state);
  for (size_t i = 0; i < numNumbered; ++i)
    values.push_back(op->getResult(i));
  return success();
}

LogicalResult ModuleReader::readResults(EncodingReader &r, const OpDesc &desc,
                                        llvm::StringRef opName,
                                        llvm::SmallVectorImpl<Type> &resultTypes,
                                        size_t &numNumbered) {
  bool variadic = llvm::any_of(desc.fields, [](const FieldDesc &f) {
    return f.kind == FieldKind::VariadicResults;
  });
  uint64_t count = 0;
  if (desc.writesResultCount &&
      failed(r.readCount(count, 1, "result count")))
    return failure();
  if (variadic) {
    for (uint64_t i = 0; i < count; ++i) {
      Type t = readTypeRef(r, "result type");
      if (!t)
        return failure();
      resultTypes.push_back(t);
    }
    numNumbered = count;
  } else {
    uint64_t expected = llvm::count_if(desc.fields, [&](const FieldDesc &f) {
      return f.kind == FieldKind::Result && desc.sinceOf(f) <= version;
    });
    if (desc.writesResultCount && count != expected)
      return r.fail("'" + opName + "' has " + llvm::Twine(expected) +
                    " results in version " + version.str() + ", not " +
                    llvm::Twine(count));
    for (const FieldDesc &f : desc.fields) {
      if (f.kind != FieldKind::Result)
        continue;
      if (desc.sinceOf(f) <= version) {
        Type t = readTypeRef(r, "result type");
        if (!t)
          return failure();
        resultTypes.push_back(t);
        ++numNumbered;
      } else {
        // Only a token result was ever added to an existing op.
        resultTypes.push_back(bridge::getTokenType(&context));
      }
    }
  }
  return success();
}

LogicalResult ModuleReader::readFlags(EncodingReader &r, const OpDesc &desc,
                                      llvm::StringRef opName,
                                      uint64_t &flags) {
  if (desc.hasFlags &&
      (desc.flagsSince.isNull() || version >= desc.flagsSince)) {
    if (failed(r.readVarInt(flags, "flags")))
      return failure();
    uint64_t known = 0;
    for (const FieldDesc &f : desc.fields)
      if (f.flagBit >= 0 && desc.sinceOf(f) <= version)
        known |= uint64_t(1) << f.flagBit;
    if (flags & ~known)
      return r.fail("'" + opName + "' has unknown flag bits set");
  }
  return success();
}

LogicalResult ModuleReader::readOperands(EncodingReader &r, const OpDesc &desc,
                                         uint64_t flags,
                                         llvm::SmallVectorImpl<Value> &operands,
                                         NamedAttrList &attributes) {
  auto readValues = [&](uint64_t n) -> LogicalResult {
    for (uint64_t i = 0; i < n; ++i) {
      Value v;
      if (failed(readValue(r, v)))
        return failure();
      operands.push_back(v);
    }
    return success();
  };
  if (desc.segmentedOperands) {
    llvm::SmallVector<int32_t> segments;
    for (const FieldDesc &f : desc.fields) {
      if (!isOperandKind(f.kind))
        continue;
      uint64_t n = 1;
      if (f.kind == FieldKind::OptionalOperand)
        n = hasFlag(flags, f) ? 1 : 0;
      else if (f.kind == FieldKind::VariadicOperand &&
               failed(r.readCount(n, 1, "operand count")))
        return failure();
      if (failed(readValues(n)))
        return failure();
      segments.push_back(static_cast<int32_t>(n));
    }
    attributes.append("operandSegmentSizes",
                      DenseI32ArrayAttr::get(&context, segments));
  } else {
    uint64_t n = desc.numFixedOperands;
    if (desc.openOperands && failed(r.readCount(n, 1, "operand count")))
      return failure();
    if (failed(readValues(n)))
      return failure();
  }
  return success();
}

} // namespace cutile::bytecode::detail
