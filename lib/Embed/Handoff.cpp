//===- Handoff.cpp - Tile cubins from the device cc1s to the host cc1 -----===//
//
// Layout of the directory, per translation unit key K and device arch A:
//   K.A.manifest  line 1: the base target, or "skipped"; then one entry name
//                 per line
//   K.A.cubin     the cubin (absent when skipped)
// Files are written under a temporary name and renamed, so a reader never
// sees half a record.
//
//===----------------------------------------------------------------------===//

#include "Handoff.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <unistd.h>

using namespace llvm;

namespace cutile::embed {

static constexpr StringLiteral kDirEnv = "CUTILE_EMBED_DIR";

static Error makeError(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

bool handoffDirIsExternal() {
  const char *env = std::getenv(kDirEnv.data());
  return env && *env;
}

// Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot.
// The command name before it may hold spaces, so count from its last ')'.
static std::string processStartTime(long pid) {
  auto buf = MemoryBuffer::getFileAsStream("/proc/" + Twine(pid) + "/stat");
  if (!buf)
    return "";
  StringRef rest = (*buf)->getBuffer();
  size_t close = rest.rfind(')');
  if (close == StringRef::npos)
    return "";
  SmallVector<StringRef, 24> fields;
  rest.drop_front(close + 1).split(fields, ' ', -1, /*KeepEmpty=*/false);
  // fields[0] is field 3 (state), so field 22 is fields[19].
  return fields.size() > 19 ? fields[19].str() : "";
}

// The driver is our parent when it spawned us as `clang -cc1 ...`, and we are
// the driver when it ran cc1 in its own process (one-job compilations).
static long driverPid() {
  auto buf = MemoryBuffer::getFileAsStream("/proc/self/cmdline");
  if (buf) {
    SmallVector<StringRef, 4> args;
    (*buf)->getBuffer().split(args, '\0', 2);
    if (args.size() > 1 && args[1] == "-cc1")
      return static_cast<long>(getppid());
  }
  return static_cast<long>(getpid());
}

static std::string defaultRoot() {
  SmallString<256> root;
  sys::path::system_temp_directory(/*ErasedOnReboot=*/true, root);
  sys::path::append(root, "cutile-embed-" + Twine(getuid()));
  return std::string(root);
}

std::string handoffDir() {
  if (handoffDirIsExternal())
    return std::getenv(kDirEnv.data());
  long pid = driverPid();
  SmallString<256> dir(defaultRoot());
  sys::path::append(dir, Twine(pid) + "-" + processStartTime(pid));
  return std::string(dir);
}

std::string handoffKey(StringRef mainFile) {
  SmallString<256> abs(mainFile);
  sys::fs::make_absolute(abs);
  sys::path::remove_dots(abs, /*remove_dot_dot=*/true);
  MD5 hash;
  hash.update(abs);
  MD5::MD5Result digest = hash.final();
  // The file name keeps the directory readable; the hash tells apart files
  // of the same name in different directories.
  return (sys::path::filename(abs) + "-" +
          toHex(ArrayRef<uint8_t>(digest).take_front(8), /*LowerCase=*/true))
      .str();
}

// Directories of drivers that are gone (killed between the device and the
// host compilation, or a device-only compile) would otherwise pile up.
static void removeStaleDirs() {
  std::error_code ec;
  for (sys::fs::directory_iterator it(defaultRoot(), ec), end;
       !ec && it != end; it.increment(ec)) {
    StringRef name = sys::path::filename(it->path());
    auto [pidText, start] = name.split('-');
    long pid;
    if (pidText.getAsInteger(10, pid) || processStartTime(pid) == start)
      continue;
    sys::fs::remove_directories(it->path(), /*IgnoreErrors=*/true);
  }
}

static Error writeAtomically(StringRef path, StringRef data) {
  SmallString<256> tmp;
  int fd;
  if (std::error_code ec = sys::fs::createUniqueFile(path + ".tmp-%%%%%%", fd,
                                                     tmp))
    return makeError("cannot create '" + path + "': " + ec.message());
  {
    raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << data;
    os.close();
    if (os.has_error()) {
      sys::fs::remove(tmp);
      return makeError("cannot write '" + tmp + "': " + os.error().message());
    }
  }
  if (std::error_code ec = sys::fs::rename(tmp, path)) {
    sys::fs::remove(tmp);
    return makeError("cannot rename '" + tmp + "': " + ec.message());
  }
  return Error::success();
}

static std::string recordPath(StringRef dir, StringRef key, StringRef arch,
                              StringRef ext) {
  SmallString<256> p(dir);
  sys::path::append(p, key + "." + arch + "." + ext);
  return std::string(p);
}

Error putRecord(StringRef key, const TargetRecord &record) {
  if (!handoffDirIsExternal())
    removeStaleDirs();
  std::string dir = handoffDir();
  if (std::error_code ec = sys::fs::create_directories(dir))
    return makeError("cannot create '" + dir + "': " + ec.message());
  // First line: the base target and the image files written beside it.
  std::string manifest =
      record.skipped() ? std::string("skipped") : record.baseTarget;
  for (auto [ext, bytes] : {std::pair<StringRef, StringRef>{"cubin", record.cubin},
                            {"tilebc", record.tilebc}}) {
    if (record.skipped() || bytes.empty())
      continue;
    if (Error err =
            writeAtomically(recordPath(dir, key, record.arch, ext), bytes))
      return err;
    manifest += (" " + ext).str();
  }
  for (const std::string &entry : record.entries)
    manifest += "\n" + entry;
  // The manifest last: a reader takes a record by its manifest.
  return writeAtomically(recordPath(dir, key, record.arch, "manifest"),
                         manifest);
}

static Expected<TargetRecord> readRecord(StringRef dir, StringRef key,
                                         StringRef arch) {
  TargetRecord record;
  record.arch = arch.str();
  std::string manifestPath = recordPath(dir, key, arch, "manifest");
  auto manifest = MemoryBuffer::getFile(manifestPath);
  if (!manifest)
    return makeError("cannot read '" + manifestPath +
                     "': " + manifest.getError().message());
  SmallVector<StringRef, 8> lines;
  (*manifest)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  if (lines.empty())
    return makeError("'" + manifestPath + "' is empty");
  SmallVector<StringRef, 3> head;
  lines.front().split(head, ' ', -1, /*KeepEmpty=*/false);
  if (head.front() != "skipped")
    record.baseTarget = head.front().str();
  for (StringRef entry : ArrayRef(lines).drop_front())
    record.entries.push_back(entry.str());
  sys::fs::remove(manifestPath);
  for (StringRef ext : ArrayRef(head).drop_front()) {
    std::string *into = ext == "cubin"    ? &record.cubin
                        : ext == "tilebc" ? &record.tilebc
                                          : nullptr;
    if (!into)
      return makeError("'" + manifestPath + "' names an unknown image '" +
                       ext + "'");
    std::string path = recordPath(dir, key, arch, ext);
    auto image = MemoryBuffer::getFile(path, /*IsText=*/false,
                                       /*RequiresNullTerminator=*/false);
    if (!image)
      return makeError("cannot read '" + path +
                       "': " + image.getError().message());
    *into = (*image)->getBuffer().str();
    sys::fs::remove(path);
  }
  return record;
}

Expected<std::vector<TargetRecord>> takeRecords(StringRef key) {
  std::string dir = handoffDir();
  std::string prefix = (key + ".").str();
  std::vector<std::string> archs;
  std::error_code ec;
  for (sys::fs::directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    StringRef name = sys::path::filename(it->path());
    if (name.consume_front(prefix) && name.consume_back(".manifest"))
      archs.push_back(name.str());
  }
  // Ascending SM number (sm_90 before sm_100, sm_90 before sm_90a), the
  // order of the images in nvcc's fatbinaries.
  auto smKey = [](StringRef arch) {
    unsigned sm = 0;
    StringRef rest = arch;
    rest.consume_front("sm_");
    rest.consumeInteger(10, sm);
    return std::make_pair(sm, arch);
  };
  llvm::sort(archs, [&](const std::string &l, const std::string &r) {
    return smKey(l) < smKey(r);
  });
  std::vector<TargetRecord> records;
  for (const std::string &arch : archs) {
    Expected<TargetRecord> record = readRecord(dir, key, arch);
    if (!record)
      return record.takeError();
    records.push_back(std::move(*record));
  }
  // Our own per-driver directory goes once empty; another TU of the same
  // driver may still be using it, in which case this fails harmlessly.
  if (!handoffDirIsExternal())
    sys::fs::remove(dir, /*IgnoreNonExisting=*/true);
  return records;
}

} // namespace cutile::embed
