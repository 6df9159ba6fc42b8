//===- WriterDebug.cpp - Debug section from MLIR locations ----------------===//
//
// Turns the plain MLIR locations of a module into the Debug section's
// records (docs/bytecode-format.md §9), numbered as NVIDIA's writer numbers
// the equivalent `#cuda_tile.di_*` attributes.
//
//===----------------------------------------------------------------------===//

#include "ModuleWriter.h"

#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace cutile::bytecode::detail {

std::optional<FileLineColRange> DebugInfoBuilder::findFileLoc(Location loc) {
  if (auto f = dyn_cast<FileLineColRange>(loc))
    return f;
  if (auto n = dyn_cast<NameLoc>(loc))
    return findFileLoc(n.getChildLoc());
  if (auto o = dyn_cast<OpaqueLoc>(loc))
    return findFileLoc(o.getFallbackLocation());
  if (auto c = dyn_cast<CallSiteLoc>(loc))
    return findFileLoc(c.getCaller());
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location sub : fused.getLocations())
      if (auto f = findFileLoc(sub))
        return f;
  }
  return std::nullopt;
}

uint64_t DebugInfoBuilder::addFunction(Operation *func,
                                       llvm::StringRef name) {
  std::optional<FileLineColRange> funcFile = findFileLoc(func->getLoc());
  bool anyOp = false;
  func->walk([&](Operation *op) {
    if (op != func && findFileLoc(op->getLoc()))
      anyOp = true;
  });
  if (!funcFile && !anyOp)
    return 0;
  if (!moduleFile)
    moduleFile = funcFile;

  uint64_t file;
  unsigned line = 1, col = 1;
  std::string locFile;
  if (funcFile) {
    file = getFileFor(funcFile->getFilename());
    line = funcFile->getStartLine();
    col = funcFile->getStartColumn();
    locFile = funcFile->getFilename().str();
  } else {
    file = getCompileUnitFile();
    locFile = records[file - kFirstDebugIndex].s1;
  }
  uint64_t sp = getSubprogram(file, line, name.str());
  uint64_t funcLoc = getLoc(sp, locFile, line, col);
  slots.push_back({funcLoc});
  spOfSlot.push_back(sp);
  return slots.size(); // slots are numbered from 1
}

void DebugInfoBuilder::addOp(Location loc) {
  if (!currentSlot)
    return;
  uint64_t index = getLocIndex(loc, spOfSlot[currentSlot - 1]);
  slots[currentSlot - 1].push_back(index);
}

void DebugInfoBuilder::writeSection(llvm::SmallVectorImpl<char> &out) {
  if (slots.empty())
    return;
  llvm::SmallVector<char, 0> payload;
  EncodingWriter w(payload);
  w.writeVarInt(slots.size());
  w.alignTo(4);
  uint32_t running = 0;
  for (const auto &slot : slots) {
    w.writeLE<uint32_t>(running);
    running += slot.size();
  }
  w.writeVarInt(running);
  w.alignTo(8);
  for (const auto &slot : slots)
    for (uint64_t index : slot)
      w.writeLE<uint64_t>(index);
  // The record bodies name strings; they are numbered now, after the
  // function bodies, as in NVIDIA's writer.
  llvm::SmallVector<llvm::SmallVector<char, 0>> bodies;
  for (const Record &r : records) {
    llvm::SmallVector<char, 0> body;
    EncodingWriter rw(body);
    rw.writeVarInt(static_cast<uint64_t>(r.tag));
    switch (r.tag) {
    case DebugTag::File:
      rw.writeVarInt(strings.getIndex(r.s1));
      rw.writeVarInt(strings.getIndex(r.s2));
      break;
    case DebugTag::CompileUnit:
      rw.writeVarInt(r.a);
      break;
    case DebugTag::Subprogram:
      rw.writeVarInt(r.a);
      rw.writeVarInt(r.b);
      rw.writeVarInt(strings.getIndex(r.s1));
      rw.writeVarInt(strings.getIndex(r.s1));
      rw.writeVarInt(r.c);
      rw.writeVarInt(r.b);
      // 13.5's subprogram flags; nvcc 13.5 writes none.
      if (version >= kSubprogramFlagsVersion)
        rw.writeVarInt(0);
      break;
    case DebugTag::Loc:
      rw.writeVarInt(r.a);
      rw.writeVarInt(strings.getIndex(r.s1));
      rw.writeVarInt(r.b);
      rw.writeVarInt(r.c);
      break;
    case DebugTag::CallSite:
      rw.writeVarInt(r.a);
      rw.writeVarInt(r.b);
      break;
    default:
      break;
    }
    bodies.push_back(std::move(body));
  }
  buildOffsetTable<uint32_t>(w, bodies);
  appendSection(out, section::Debug, payload, w.getRequiredAlignment());
}

uint64_t DebugInfoBuilder::intern(Record r) {
  std::string key;
  llvm::raw_string_ostream os(key);
  os << unsigned(r.tag) << '\0' << r.s1 << '\0' << r.s2 << '\0' << r.a
     << ',' << r.b << ',' << r.c;
  auto [it, inserted] = index.try_emplace(key, 0);
  if (inserted) {
    records.push_back(std::move(r));
    it->second = records.size() - 1 + kFirstDebugIndex;
  }
  return it->second;
}

uint64_t DebugInfoBuilder::getFileFor(llvm::StringRef path) {
  return intern({DebugTag::File, llvm::sys::path::filename(path).str(),
                 llvm::sys::path::parent_path(path).str()});
}

uint64_t DebugInfoBuilder::getCompileUnitFile() {
  if (moduleFile)
    return getFileFor(moduleFile->getFilename());
  return intern({DebugTag::File, "<unknown>", ""});
}

uint64_t DebugInfoBuilder::getSubprogram(uint64_t file, unsigned line,
                                         std::string name) {
  // Register in NVIDIA's order: the subprogram's file, then the compile
  // unit (and its file), then the subprogram.
  uint64_t cuFile = getCompileUnitFile();
  uint64_t cu = intern({DebugTag::CompileUnit, "", "", cuFile});
  return intern({DebugTag::Subprogram, std::move(name), "", file, line, cu});
}

uint64_t DebugInfoBuilder::getLoc(uint64_t sp, std::string filename,
                                  unsigned line, unsigned col) {
  return intern({DebugTag::Loc, std::move(filename), "", sp, line, col});
}

uint64_t DebugInfoBuilder::getLocIndex(Location loc, uint64_t sp) {
  if (auto call = dyn_cast<CallSiteLoc>(loc)) {
    uint64_t callee = getLocIndex(call.getCallee(), sp);
    uint64_t caller = getLocIndex(call.getCaller(), sp);
    if (callee == kUnknownLocIndex || caller == kUnknownLocIndex)
      return callee == kUnknownLocIndex ? caller : callee;
    return intern({DebugTag::CallSite, "", "", callee, caller});
  }
  std::optional<FileLineColRange> f = findFileLoc(loc);
  if (!f)
    return kUnknownLocIndex;
  return getLoc(sp, f->getFilename().str(), f->getStartLine(),
                f->getStartColumn());
}

} // namespace cutile::bytecode::detail
