//===- WriterOps.cpp - One op in Tile IR bytecode -------------------------===//
//
// An op is written generically from its layout (OpTable.h): opcode,
// result types, flags, attributes (WriterAttrs.cpp), operands as value
// numbers, then its regions. Values are numbered in definition order within
// a function; a block's numbers are reused once the block ends.
//
//===----------------------------------------------------------------------===//

#include "ModuleWriter.h"

using namespace mlir;

namespace cutile::bytecode::detail {

LogicalResult ModuleWriter::writeOp(Operation *op, EncodingWriter &w) {
  const OpDesc *desc = getDesc(op);
  if (!desc || desc->opClass != OpClass::Body)
    return op->emitError() << "'" << op->getName()
                           << "' cannot appear inside a function body in "
                              "Tile IR bytecode";
  if (desc->since > version)
    return op->emitError() << "'" << op->getName()
                           << "' requires bytecode version " << desc->since.str()
                           << ", but the target is " << version.str();

  llvm::SmallVector<int32_t> segments;
  if (desc->segmentedOperands) {
    auto attr = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
    if (!attr)
      return op->emitError() << "missing operand segment sizes";
    segments.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
    size_t groups = llvm::count_if(desc->fields, [](const FieldDesc &f) {
      return isOperandKind(f.kind);
    });
    if (segments.size() != groups)
      return op->emitError() << "has " << segments.size()
                             << " operand groups, the bytecode layout of '"
                             << op->getName() << "' has " << groups;
  }

  w.writeVarInt(desc->opcode);
  debug.addOp(op->getLoc());

  llvm::SmallVector<Value> numbered;
  if (failed(writeResults(op, *desc, w, numbered)) ||
      failed(writeFlags(op, *desc, w, segments)) ||
      failed(writeAttributes(op, *desc, w)) ||
      failed(writeOperands(op, *desc, w, segments)))
    return failure();

  if (desc->numRegions != op->getNumRegions())
    return op->emitError() << "has " << op->getNumRegions()
                           << " regions, the bytecode layout expects "
                           << desc->numRegions;
  if (desc->numRegions) {
    w.writeVarInt(op->getNumRegions());
    for (Region &region : op->getRegions())
      if (failed(writeRegion(region, w)))
        return failure();
  }
  // Results are numbered after the op's regions: values inside a region
  // never see the op's own results.
  for (Value v : numbered)
    number(v);
  return success();
}

LogicalResult ModuleWriter::writeResults(Operation *op, const OpDesc &desc,
                                         EncodingWriter &w,
                                         llvm::SmallVectorImpl<Value> &numbered) {
  bool variadic = llvm::any_of(desc.fields, [](const FieldDesc &f) {
    return f.kind == FieldKind::VariadicResults;
  });
  if (variadic) {
    for (Value v : op->getResults())
      numbered.push_back(v);
  } else {
    unsigned index = 0;
    for (const FieldDesc &f : desc.fields) {
      if (f.kind != FieldKind::Result)
        continue;
      if (index >= op->getNumResults())
        break;
      Value v = op->getResult(index++);
      if (desc.sinceOf(f) <= version) {
        numbered.push_back(v);
      } else if (!v.use_empty()) {
        return op->emitError()
               << "result '" << f.name << "' requires bytecode version "
               << desc.sinceOf(f).str() << " but is used, and the target is "
               << version.str();
      }
    }
    unsigned expected = llvm::count_if(desc.fields, [](const FieldDesc &f) {
      return f.kind == FieldKind::Result;
    });
    if (op->getNumResults() != expected)
      return op->emitError() << "has " << op->getNumResults()
                             << " results, the bytecode layout of '"
                             << op->getName() << "' has " << expected;
  }
  if (desc.writesResultCount)
    w.writeVarInt(numbered.size());
  for (Value v : numbered)
    if (failed(writeTypeRef(v.getType(), op->getLoc(), w)))
      return failure();
  return success();
}

/// Operand group sizes, whether or not the op has segments.
static size_t operandGroupSize(llvm::ArrayRef<int32_t> segments,
                               unsigned groupIndex) {
  return groupIndex < segments.size() ? segments[groupIndex] : 0;
}

LogicalResult ModuleWriter::writeFlags(Operation *op, const OpDesc &desc,
                                       EncodingWriter &w,
                                       llvm::ArrayRef<int32_t> segments) {
  if (!desc.hasFlags)
    return success();
  uint64_t flags = 0;
  unsigned group = 0;
  for (const FieldDesc &f : desc.fields) {
    bool isOperand = isOperandKind(f.kind);
    unsigned myGroup = isOperand ? group++ : 0;
    if (f.flagBit < 0)
      continue;
    bool present = isOperand ? operandGroupSize(segments, myGroup) != 0
                             : static_cast<bool>(op->getAttr(f.name));
    if (!present)
      continue;
    if (desc.sinceOf(f) > version)
      return op->emitError()
             << (isOperand ? "optional operand '" : "attribute '") << f.name
             << "' requires bytecode version " << desc.sinceOf(f).str()
             << ", but the target is " << version.str();
    flags |= uint64_t(1) << f.flagBit;
  }
  if (desc.flagsSince.isNull() || version >= desc.flagsSince)
    w.writeVarInt(flags);
  return success();
}

LogicalResult ModuleWriter::writeOperands(Operation *op, const OpDesc &desc,
                                          EncodingWriter &w,
                                          llvm::ArrayRef<int32_t> segments) {
  if (desc.segmentedOperands) {
    unsigned group = 0, offset = 0;
    for (const FieldDesc &f : desc.fields) {
      if (!isOperandKind(f.kind))
        continue;
      int32_t size = segments[group++];
      if (size < 0 || offset + size > op->getNumOperands())
        return op->emitError() << "operand segment sizes do not match the "
                                  "operands";
      OperandRange range = op->getOperands().slice(offset, size);
      offset += size;
      if (f.kind == FieldKind::Operand && size != 1)
        return op->emitError() << "operand group '" << f.name
                               << "' must have exactly one value";
      if (f.kind == FieldKind::OptionalOperand && size > 1)
        return op->emitError() << "optional operand '" << f.name
                               << "' has more than one value";
      if (f.kind == FieldKind::VariadicOperand)
        w.writeVarInt(size);
      for (Value v : range)
        if (failed(writeValue(op, v, w)))
          return failure();
    }
    return success();
  }
  unsigned fixed = desc.numFixedOperands;
  if (desc.openOperands) {
    if (op->getNumOperands() < fixed)
      return op->emitError() << "expected at least " << fixed << " operands";
    w.writeVarInt(op->getNumOperands());
  } else if (op->getNumOperands() != fixed) {
    return op->emitError() << "has " << op->getNumOperands()
                           << " operands, the bytecode layout of '"
                           << op->getName() << "' has " << fixed;
  }
  for (Value v : op->getOperands())
    if (failed(writeValue(op, v, w)))
      return failure();
  return success();
}

LogicalResult ModuleWriter::writeRegion(Region &region, EncodingWriter &w) {
  w.writeVarInt(region.getBlocks().size());
  for (Block &block : region) {
    size_t mark = scope.size();
    uint64_t markValue = nextValue;
    w.writeVarInt(block.getNumArguments());
    for (BlockArgument arg : block.getArguments()) {
      if (failed(writeTypeRef(arg.getType(), arg.getLoc(), w)))
        return failure();
      number(arg);
    }
    w.writeVarInt(block.getOperations().size());
    for (Operation &op : block)
      if (failed(writeOp(&op, w)))
        return failure();
    // Values of this block go out of scope; their numbers are reused.
    while (scope.size() > mark) {
      values.erase(scope.back());
      scope.pop_back();
    }
    nextValue = markValue;
  }
  return success();
}

LogicalResult ModuleWriter::writeValue(Operation *user, Value v,
                                       EncodingWriter &w) {
  auto it = values.find(v);
  if (it == values.end())
    return user->emitError()
           << "operand is not defined earlier in the function, so it has "
              "no bytecode value number";
  w.writeVarInt(it->second);
  return success();
}

} // namespace cutile::bytecode::detail
