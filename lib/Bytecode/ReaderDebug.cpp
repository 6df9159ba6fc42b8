//===- ReaderDebug.cpp - Debug section to MLIR locations ------------------===//
//
// Each function names a slot of location indices in the Debug section, one
// per op in the order the ops are written (docs/bytecode-format.md §9); the
// records they point to become FileLineColLoc and CallSiteLoc.
//
//===----------------------------------------------------------------------===//

#include "ModuleReader.h"

using namespace mlir;

namespace cutile::bytecode::detail {

LogicalResult ModuleReader::readDebug() {
  if (!sections[section::Debug].present)
    return success();
  EncodingReader r = sectionReader(section::Debug);
  if (failed(r.readAlignedLEArray<uint32_t>(debugFirst, 4,
                                            "debug function count",
                                            "debug offsets")) ||
      failed(r.readAlignedLEArray<uint64_t>(debugIndices, 8,
                                            "debug index count",
                                            "debug indices")))
    return failure();
  uint64_t nfuncs = debugFirst.size(), nidx = debugIndices.size();
  for (uint64_t i = 0; i < nfuncs; ++i)
    if (debugFirst[i] > nidx || (i && debugFirst[i] < debugFirst[i - 1]))
      return r.fail("debug offsets are out of order");
  if (failed(readOffsetTable<uint32_t>(r, "debug records", debugRecords)))
    return failure();
  debugCache.resize(debugRecords.entries.size());
  return success();
}

FailureOr<Location> ModuleReader::getDebugLoc(uint64_t index,
                                              EncodingReader &user,
                                              unsigned depth) {
  if (index == kUnknownLocIndex)
    return Location(UnknownLoc::get(&context));
  uint64_t i = index - kFirstDebugIndex;
  if (i >= debugRecords.entries.size())
    return user.fail("debug record " + llvm::Twine(index) +
                     " is out of range");
  if (debugCache[i])
    return *debugCache[i];
  if (depth > 64 || !debugInProgress.insert(i).second)
    return user.fail("debug record " + llvm::Twine(index) +
                     " refers to itself");
  EncodingReader r(debugRecords.entries[i], debugRecords.entryFileOffsets[i],
                   fileLoc);
  auto done = [&](FailureOr<Location> loc) {
    debugInProgress.erase(i);
    if (succeeded(loc))
      debugCache[i] = *loc;
    return loc;
  };
  uint64_t tag;
  if (failed(r.readVarInt(tag, "debug record tag")))
    return done(failure());
  switch (static_cast<DebugTag>(tag > 255 ? 255 : tag)) {
  case DebugTag::Unknown:
    return done(Location(UnknownLoc::get(&context)));
  case DebugTag::Loc: {
    uint64_t scope, line, col;
    llvm::StringRef file;
    if (failed(r.readVarInt(scope, "loc scope")) ||
        failed(getString(r, file, "loc file name")) ||
        failed(r.readVarInt(line, "loc line")) ||
        failed(r.readVarInt(col, "loc column")))
      return done(failure());
    if (scope < kFirstDebugIndex ||
        scope - kFirstDebugIndex >= debugRecords.entries.size())
      return done(r.fail("loc scope " + llvm::Twine(scope) +
                         " is out of range"));
    if (line > UINT32_MAX || col > UINT32_MAX)
      return done(r.fail("loc line or column is out of range"));
    return done(Location(FileLineColLoc::get(&context, file, line, col)));
  }
  case DebugTag::CallSite: {
    uint64_t callee, caller;
    if (failed(r.readVarInt(callee, "call site callee")) ||
        failed(r.readVarInt(caller, "call site caller")))
      return done(failure());
    FailureOr<Location> calleeLoc = getDebugLoc(callee, r, depth + 1);
    if (failed(calleeLoc))
      return done(failure());
    FailureOr<Location> callerLoc = getDebugLoc(caller, r, depth + 1);
    if (failed(callerLoc))
      return done(failure());
    return done(Location(CallSiteLoc::get(*calleeLoc, *callerLoc)));
  }
  case DebugTag::File:
  case DebugTag::CompileUnit:
  case DebugTag::LexicalBlock:
  case DebugTag::Subprogram:
    return done(user.fail("debug record " + llvm::Twine(index) +
                          " is a scope, not a location"));
  default:
    return done(r.fail("unknown debug record tag " + llvm::Twine(tag)));
  }
}

FailureOr<Location> ModuleReader::nextLoc(DebugSlot &slot, EncodingReader &r) {
  if (!slot.known)
    return Location(UnknownLoc::get(&context));
  if (slot.next >= slot.end)
    return r.fail("the debug section has fewer locations than the function "
                  "has ops");
  return getDebugLoc(debugIndices[slot.next++], r);
}

} // namespace cutile::bytecode::detail
