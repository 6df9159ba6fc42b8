//===- Fatbinary.cpp - The tile fatbinary of a translation unit -----------===//

#include "Fatbinary.h"

#include "cutile/Backend/Tileiras.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace llvm;

namespace cutile::embed {

static Error makeError(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

static bool isExecutable(StringRef path) {
  return sys::fs::exists(path) && !sys::fs::is_directory(path) &&
         sys::fs::can_execute(path);
}

std::optional<FatbinContents> parseFatbinContents(StringRef text) {
  if (text == "cubin")
    return FatbinContents::Cubin;
  if (text == "tileir")
    return FatbinContents::TileIR;
  if (text == "both")
    return FatbinContents::Both;
  return std::nullopt;
}

FatbinContents &fatbinContents() {
  static FatbinContents contents = FatbinContents::Both;
  return contents;
}

Expected<std::string> findFatbinary() {
  if (const char *env = std::getenv("CUTILE_FATBINARY"); env && *env) {
    if (isExecutable(env))
      return std::string(env);
    return makeError(Twine("fatbinary not found at '") + env +
                     "' (from $CUTILE_FATBINARY)");
  }
  if (Expected<std::string> tileiras = backend::findTileiras()) {
    SmallString<256> beside(sys::path::parent_path(*tileiras));
    sys::path::append(beside, "fatbinary");
    if (isExecutable(beside))
      return std::string(beside);
  } else {
    consumeError(tileiras.takeError());
  }
  if (ErrorOr<std::string> onPath = sys::findProgramByName("fatbinary"))
    return *onPath;
  if (isExecutable("/usr/local/cuda/bin/fatbinary"))
    return std::string("/usr/local/cuda/bin/fatbinary");
  return makeError("fatbinary not found: set $CUTILE_FATBINARY, or install "
                   "it beside tileiras (scripts/setup-deps.sh) or on PATH");
}

namespace {
// Removed with everything in it on every path out of createFatbinary.
struct ScratchDir {
  SmallString<128> path;
  ~ScratchDir() {
    if (!path.empty())
      sys::fs::remove_directories(path, /*IgnoreErrors=*/true);
  }
  std::string file(StringRef name) const {
    SmallString<128> p(path);
    sys::path::append(p, name);
    return std::string(p);
  }
};
} // namespace

static Error writeFile(StringRef path, StringRef data) {
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_None);
  if (ec)
    return makeError("cannot write '" + path + "': " + ec.message());
  os << data;
  os.close();
  if (os.has_error())
    return makeError("cannot write '" + path + "': " + os.error().message());
  return Error::success();
}

Expected<std::string> createFatbinary(ArrayRef<FatbinImage> images) {
  Expected<std::string> tool = findFatbinary();
  if (!tool)
    return tool.takeError();
  ScratchDir dir;
  if (std::error_code ec =
          sys::fs::createUniqueDirectory("cutile-fatbin", dir.path))
    return makeError("cannot create a temporary directory: " + ec.message());

  std::vector<std::string> args{*tool, "-64", "--create",
                                dir.file("tile.fatbin")};
  for (const FatbinImage &image : images) {
    StringRef sm = image.target;
    if (!sm.consume_front("sm_"))
      return makeError("not a base target: '" + image.target + "'");
    bool cubin = image.kind == FatbinImage::Cubin;
    std::string file =
        dir.file(image.target + (cubin ? ".cubin" : ".tilebc"));
    if (Error err = writeFile(file, image.bytes))
      return std::move(err);
    // fatbinary compresses the bytecode by default, as in nvcc's output.
    args.push_back(("--image3=kind=" + Twine(cubin ? "elf" : "tileir") +
                    ",sm=" + sm + ",file=" + file)
                       .str());
  }
  std::string log = dir.file("fatbinary.log");
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(log),
                                          StringRef(log)};
  SmallVector<StringRef, 16> argRefs(args.begin(), args.end());
  std::string execError;
  int rc = sys::ExecuteAndWait(*tool, argRefs, std::nullopt, redirects,
                               /*SecondsToWait=*/0, /*MemoryLimit=*/0,
                               &execError);
  auto output = MemoryBuffer::getFile(dir.file("tile.fatbin"), /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
  if (rc != 0 || !output) {
    std::string said;
    if (auto text = MemoryBuffer::getFile(log))
      said = (*text)->getBuffer().trim().str();
    if (said.empty())
      said = execError.empty() ? "exit code " + std::to_string(rc) : execError;
    return makeError("fatbinary failed: " + said);
  }
  return (*output)->getBuffer().str();
}

} // namespace cutile::embed
