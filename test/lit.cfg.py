# -*- Python -*-
import os
import lit.formats

config.name = "cutile-clang"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".mlir", ".cu", ".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cutile_obj_root, "test")

# Our tools first, then LLVM's unsuffixed FileCheck/not/count, which Debian
# keeps out of PATH.
config.environment["PATH"] = os.pathsep.join(
    [os.path.join(config.cutile_obj_root, "bin"), config.llvm_tools_dir,
     config.environment.get("PATH", os.environ.get("PATH", ""))])

config.substitutions.append(("%cutile_src", config.cutile_src_root))

# The tileiras compile cache (docs/backend.md) must not write to the user's
# home, and a hit would skip what a test wants tileiras to do: off, unless
# CUTILE_TEST_CACHE_DIR names a directory for a run of the suite through
# the cache. Cache tests set their own.
config.environment["CUTILE_CACHE_DIR"] = os.environ.get(
    "CUTILE_TEST_CACHE_DIR", "off")
# The CUDA toolkit our clang++ uses unless told (docs/toolchain-setup.md).
config.substitutions.append(("%cuda_path", config.cuda_path))

# scripts/sanitize-check.sh: our plugin runs inside Debian's uninstrumented
# clang-22, so the test commands need the shared ASan runtime preloaded. It
# comes in as CUTILE_SANITIZER_PRELOAD rather than LD_PRELOAD so that lit's
# own Python is left alone. (ASAN_OPTIONS and UBSAN_OPTIONS pass through lit
# by default.)
if os.environ.get("CUTILE_SANITIZER_PRELOAD"):
    config.environment["LD_PRELOAD"] = os.environ["CUTILE_SANITIZER_PRELOAD"]

if config.tileiras and os.access(config.tileiras, os.X_OK):
    config.available_features.add("tileiras")
    config.substitutions.append(("%tileiras", config.tileiras))

# cuobjdump (scripts/setup-deps.sh installs it when it can) reads the
# fatbinaries in host objects.
cuobjdump = os.path.join(config.cutile_src_root, ".deps", "cudatools",
                         "nvidia", "cu13", "bin", "cuobjdump")
if os.access(cuobjdump, os.X_OK):
    config.available_features.add("cuobjdump")
    config.substitutions.append(("%cuobjdump", cuobjdump))

# A GPU to run programs on (test/GPU); without one those tests are skipped.
import shutil, subprocess
if shutil.which("nvidia-smi"):
    try:
        if subprocess.run(["nvidia-smi", "-L"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL, timeout=30).returncode == 0:
            config.available_features.add("cuda-gpu")
    except (OSError, subprocess.TimeoutExpired):
        pass

# The front end: the launcher, and -verify runs of it. Sema tests run each
# file twice, with --cuda-host-only and --cuda-device-only.
clangxx_tile = os.path.join(config.cutile_obj_root, "bin", "clang++")
config.substitutions.append(("%clangxx_tile", clangxx_tile))
config.substitutions.append(("%cutile_obj", config.cutile_obj_root))
# The cuda_tile module CodeGenTile makes of a file's tile kernels (device side).
config.substitutions.append(
    ("%tile_mlir",
     clangxx_tile + " -x cuda -std=c++20 -fsyntax-only --cuda-device-only "
     "-Xclang -plugin-arg-cutile -Xclang emit-mlir"))
config.substitutions.append(("%llvm_tools", config.llvm_tools_dir))
config.substitutions.append(
    ("%tile_verify",
     clangxx_tile + " -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 "
     "-I" + os.path.join(config.cutile_src_root, "test", "Sema", "Inputs") +
     " -ferror-limit=0 -Xclang -verify"))
