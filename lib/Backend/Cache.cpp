//===- Cache.cpp - On-disk cache of tileiras results ----------------------===//
//
// An entry is one file, `<dir>/tileiras-v1/<key>.cubin`:
//   "CUTILEC1", cubin size, diagnostics size, xxh3 of both (u64 LE each),
//   then the cubin and the diagnostics text.
// The checksum catches a truncated or overwritten file; such an entry is a
// miss and is removed. Writers never touch a live entry: they write a
// private `<key>.tmp-XXXXXXXX` next to it and rename it over, which is atomic,
// so a reader sees the old entry, the new one or none. Eviction is by
// modification time, which a hit refreshes: least recently used goes first.
//
//===----------------------------------------------------------------------===//

#include "cutile/Backend/Cache.h"
#include "cutile/Backend/Tileiras.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <chrono>
#include <cstdlib>

using namespace llvm;

namespace cutile::backend {

static constexpr StringLiteral kMagic = "CUTILEC1";
static constexpr size_t kHeaderSize = 8 + 3 * 8;
// A bump invalidates every entry of an older layout or key recipe.
static constexpr StringLiteral kFormatDir = "tileiras-v1";
static constexpr StringLiteral kEntrySuffix = ".cubin";
// A writer that died between create and rename leaves a temp file; one this
// old is not being written any more.
static constexpr std::chrono::minutes kStaleTemp(30);

static StringRef env(const char *name) {
  const char *v = std::getenv(name);
  return v ? StringRef(v) : StringRef();
}

bool CompileCache::statsEnabled() {
  StringRef v = env("CUTILE_CACHE_STATS");
  return !v.empty() && v != "0";
}

static void stat(const Twine &what) {
  if (CompileCache::statsEnabled())
    errs() << "cutile-cache: " << what << '\n';
}

std::string cacheDirectory(StringRef setting) {
  if (setting.empty())
    setting = env("CUTILE_CACHE_DIR");
  if (setting == "off")
    return "";
  SmallString<256> dir;
  if (!setting.empty()) {
    dir = setting;
  } else if (StringRef xdg = env("XDG_CACHE_HOME"); !xdg.empty()) {
    dir = xdg;
    sys::path::append(dir, "cutile");
  } else if (StringRef home = env("HOME"); !home.empty()) {
    dir = home;
    sys::path::append(dir, ".cache", "cutile");
  } else {
    return ""; // nowhere sensible to put it
  }
  sys::path::append(dir, kFormatDir);
  return std::string(dir);
}

uint64_t cacheMaxBytes() {
  StringRef v = env("CUTILE_CACHE_MAX_SIZE").trim();
  if (v.empty())
    return kDefaultCacheMaxBytes;
  uint64_t scale = 1;
  switch (v.empty() ? 0 : toLower(v.back())) {
  case 'k':
    scale = uint64_t(1) << 10;
    break;
  case 'm':
    scale = uint64_t(1) << 20;
    break;
  case 'g':
    scale = uint64_t(1) << 30;
    break;
  }
  if (scale != 1)
    v = v.drop_back();
  uint64_t n = 0;
  if (v.getAsInteger(10, n) || n == 0 || n > UINT64_MAX / scale) {
    errs() << "cutile: warning: ignoring CUTILE_CACHE_MAX_SIZE='"
           << env("CUTILE_CACHE_MAX_SIZE")
           << "' (want a size such as 500M or 2G); using 1G\n";
    return kDefaultCacheMaxBytes;
  }
  return n * scale;
}

// Length-prefixed, so that no two different field lists hash alike.
static void addField(SHA256 &h, StringRef field) {
  uint8_t len[8];
  support::endian::write64le(len, field.size());
  h.update(ArrayRef<uint8_t>(len));
  h.update(field);
}

// Path, size and modification time: a reinstall or an upgrade in place
// changes one of them even where --version does not.
static void addIdentity(SHA256 &h, StringRef path) {
  sys::fs::file_status st;
  if (sys::fs::status(path, st)) {
    addField(h, "absent");
    return;
  }
  addField(h, path);
  addField(h, std::to_string(st.getSize()));
  addField(h, std::to_string(
                  st.getLastModificationTime().time_since_epoch().count()));
}

std::string cacheKey(ArrayRef<char> bytecode, const TileirasOptions &opts,
                     StringRef tileiras, StringRef version) {
  SHA256 h;
  addField(h, kFormatDir);
  addField(h, StringRef(bytecode.data(), bytecode.size()));
  // The command line minus the scratch paths: target, -O, --lineinfo,
  // --device-debug and extra arguments, in order.
  for (const std::string &arg :
       buildTileirasCommand("tileiras", opts, "input", "output"))
    addField(h, arg);
  addField(h, version);

  SmallString<256> real;
  if (sys::fs::real_path(tileiras, real))
    real = tileiras;
  addIdentity(h, real);
  // What tileiras runs from its toolkit (the back end pins CUDA_HOME to it).
  SmallString<256> root(sys::path::parent_path(sys::path::parent_path(real)));
  SmallString<256> ptxas(root);
  sys::path::append(ptxas, "bin", "ptxas");
  bool pinned = sys::fs::exists(ptxas);
  addIdentity(h, ptxas);
  for (const char *sub : {"lib", "nvvm/lib64"}) {
    SmallString<256> libDir(root);
    sys::path::append(libDir, sub);
    std::error_code ec;
    for (sys::fs::directory_iterator it(libDir, ec), end; !ec && it != end;
         it.increment(ec))
      if (sys::path::filename(it->path()).starts_with("libnvvm.so"))
        addIdentity(h, it->path());
  }
  // Otherwise the user's CUDA root decides which libnvvm and ptxas run.
  if (!pinned) {
    addField(h, env("CUDA_HOME"));
    addField(h, env("CUDA_PATH"));
  }
  return toHex(h.final(), /*LowerCase=*/true);
}

CompileCache::CompileCache(std::string dir, uint64_t maxBytes)
    : dir(std::move(dir)), maxBytes(maxBytes) {}

std::string CompileCache::entryPath(StringRef key) const {
  SmallString<256> p(dir);
  sys::path::append(p, key + kEntrySuffix);
  return std::string(p);
}

static uint64_t checksum(StringRef payload) {
  return xxh3_64bits(
      ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(payload.data()),
                        payload.size()));
}

std::optional<CacheEntry> CompileCache::lookup(StringRef key) const {
  std::string path = entryPath(key);
  int fd = -1;
  if (std::error_code ec = sys::fs::openFileForRead(path, fd)) {
    stat("miss " + key.take_front(16) +
         (ec == std::errc::no_such_file_or_directory
              ? Twine("")
              : Twine(" (unreadable: ") + ec.message() + ")"));
    return std::nullopt;
  }
  llvm::scope_exit closeFd([&] { sys::fs::closeFile(fd); });
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf = MemoryBuffer::getOpenFile(
      sys::fs::convertFDToNativeFile(fd), path, /*FileSize=*/-1,
      /*RequiresNullTerminator=*/false);
  if (!buf) {
    stat("miss " + key.take_front(16) + " (unreadable: " +
         buf.getError().message() + ")");
    return std::nullopt;
  }
  StringRef data = (*buf)->getBuffer();
  auto corrupt = [&]() -> std::optional<CacheEntry> {
    stat("miss " + key.take_front(16) + " (corrupt entry removed)");
    sys::fs::remove(path);
    return std::nullopt;
  };
  if (data.size() < kHeaderSize || !data.starts_with(kMagic))
    return corrupt();
  const char *h = data.data() + kMagic.size();
  uint64_t cubinSize = support::endian::read64le(h);
  uint64_t diagSize = support::endian::read64le(h + 8);
  uint64_t sum = support::endian::read64le(h + 16);
  StringRef payload = data.drop_front(kHeaderSize);
  if (cubinSize > payload.size() || diagSize != payload.size() - cubinSize ||
      checksum(payload) != sum)
    return corrupt();

  // A hit is a use: eviction goes by this time. Failing to set it only
  // makes the entry look older.
  (void)sys::fs::setLastAccessAndModificationTime(
      fd, std::chrono::system_clock::now());
  stat("hit " + key.take_front(16));
  return CacheEntry{payload.take_front(cubinSize).str(),
                    payload.drop_front(cubinSize).str()};
}

void CompileCache::store(StringRef key, const CacheEntry &entry) const {
  auto fail = [&](const Twine &why) {
    stat("not stored " + key.take_front(16) + " (" + why + ")");
  };
  if (std::error_code ec = sys::fs::create_directories(dir))
    return fail("cannot create '" + dir + "': " + ec.message());

  std::string payload = entry.cubin + entry.diagnostics;
  char header[kHeaderSize];
  memcpy(header, kMagic.data(), kMagic.size());
  support::endian::write64le(header + 8, entry.cubin.size());
  support::endian::write64le(header + 16, entry.diagnostics.size());
  support::endian::write64le(header + 24, checksum(payload));

  int fd = -1;
  SmallString<256> temp;
  if (std::error_code ec = sys::fs::createUniqueFile(
          entryPath(key) + ".tmp-%%%%%%%%", fd, temp))
    return fail("cannot create a file in '" + dir + "': " + ec.message());
  {
    raw_fd_ostream os(fd, /*shouldClose=*/true);
    os.write(header, kHeaderSize);
    os << payload;
    os.close();
    if (os.has_error()) {
      std::string why = os.error().message();
      os.clear_error();
      sys::fs::remove(temp);
      return fail(why);
    }
  }
  if (std::error_code ec = sys::fs::rename(temp, entryPath(key))) {
    sys::fs::remove(temp);
    return fail(ec.message());
  }
  stat("stored " + key.take_front(16) + " (" +
       Twine(kHeaderSize + payload.size()) + " bytes)");
  evict();
}

void CompileCache::evict() const {
  struct File {
    std::string path;
    uint64_t size;
    sys::TimePoint<> time;
  };
  std::vector<File> entries;
  uint64_t total = 0;
  auto now = std::chrono::system_clock::now();
  std::error_code ec;
  for (sys::fs::directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    sys::fs::file_status st;
    if (sys::fs::status(it->path(), st) ||
        st.type() != sys::fs::file_type::regular_file)
      continue;
    StringRef name = sys::path::filename(it->path());
    if (name.contains(".tmp-")) {
      if (now - st.getLastModificationTime() > kStaleTemp)
        sys::fs::remove(it->path());
      continue;
    }
    if (!name.ends_with(kEntrySuffix))
      continue; // not ours
    entries.push_back({it->path(), st.getSize(), st.getLastModificationTime()});
    total += st.getSize();
  }
  if (total <= maxBytes)
    return;
  llvm::sort(entries,
             [](const File &a, const File &b) { return a.time < b.time; });
  unsigned removed = 0;
  for (const File &f : entries) {
    if (total <= maxBytes)
      break;
    // Another compile may have removed it already: its bytes are gone too.
    sys::fs::remove(f.path);
    total -= f.size;
    ++removed;
  }
  stat("evicted " + Twine(removed) + " entries, " + Twine(total) +
       " bytes left (limit " + Twine(maxBytes) + ")");
}

} // namespace cutile::backend
