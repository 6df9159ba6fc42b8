//===- CommandRewrite.h - compile commands as our clang++ would run them --===//
//
// clangd does not run the compiler of a compile command; it parses the file
// with Clang's driver on the command's arguments. So what our clang++
// launcher adds (the CUDA toolkit, our cuda_tile.h, a default GPU target) and
// what nvcc means by its own flags is invisible to it. rewriteCommand turns a
// command into the one our clang++ would run (docs/ide.md):
//  * an nvcc or cutile-nvcc command is translated into Clang's flags;
//  * a CUDA command (any compiler: stock clang++, our launcher, translated
//    nvcc) gets the launcher's defaults.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_CLANGD_COMMANDREWRITE_H
#define CUTILE_CLANGD_COMMANDREWRITE_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace cutile::clangd {

// Where our defaults come from; filled in at start-up (main) from the
// configure-time paths and the location of the binary.
struct RewriteConfig {
  std::string clangDriver;  // Debian's clang++, for translated nvcc commands
  std::string headers;      // our runtime-headers
  std::string defaultCuda;  // the toolkit our clang++ uses unless told
};
RewriteConfig &rewriteConfig();

// Rewrites Argv (argv[0] first) of the command that compiles File.
void rewriteCommand(std::vector<std::string> &Argv, llvm::StringRef File);

// nvcc's flags as Clang's (exposed for the rewrite only; lenient, as an
// editor must be: what has no meaning for a parse is dropped).
std::vector<std::string> translateNvcc(const std::vector<std::string> &Argv,
                                       llvm::StringRef File);

} // namespace cutile::clangd

#endif
