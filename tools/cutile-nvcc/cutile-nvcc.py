#!/usr/bin/env python3
"""cutile-nvcc: nvcc's command line over cutile-clang (docs/driver.md).

For build scripts and kernel libraries that run `$NVCC -tilecubin -arch=sm_90
-std=c++20 --tile-only -I<dir> -o k.cubin wrapper.cu`: the nvcc options they
use are translated into a command for our clang++ (the launcher beside this
script). An nvcc option this driver does not know is an error, never ignored:
a flag that silently does nothing would give a kernel other than the one the
script asked for.

Outputs: -tilecubin and -tilebc are the launcher's -fcutile-emit; -tilefatbin
is the cubin and the bytecode of each target packed by NVIDIA's fatbinary;
-c is an ordinary whole compile to a host object.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

PROG = "cutile-nvcc"
HERE = os.path.dirname(os.path.realpath(__file__))
CLANGXX = os.path.join(HERE, "clang++")
# The CUDA toolkit the launcher defaults to (filled in by CMake).
DEFAULT_CUDA = "@CUTILE_DEFAULT_CUDA@"

VERSION = """\
cutile-nvcc: the nvcc-compatible driver of cutile-clang (CUDA Tile C++ on
Clang 22), not NVIDIA's nvcc. It takes nvcc 13.4's tile options
(-tilecubin, -tilebc, -tilefatbin, --tile-only, -arch, -gencode, ...) and
compiles with cutile-clang's clang++; see docs/driver.md.
Cuda compilation tools, release 13.4 (command-line compatible subset)
"""

# Accepted because Clang already behaves the way they ask (documented in
# docs/driver.md); nothing is passed on for them.
ALREADY_SO = {
    "-m64": "64-bit is the only mode",
    "--machine=64": "64-bit is the only mode",
    "-Wno-deprecated-gpu-targets": "no target is deprecated here",
    "--enable-tile": "tile code is always compiled",
    "-enable-tile": "tile code is always compiled",
}

SUPPORTED = ("-tilecubin, -tilebc, -tilefatbin, --tile-only, --enable-tile, "
             "-arch/--gpu-architecture, -gencode/--generate-code, -std, -I, "
             "-isystem, -D, -U, -o, -c, -O<n>, -lineinfo, -G, -g, -Xtileiras, "
             "-Xcompiler, -x cu, -w, --dryrun, --version, --expt-relaxed-constexpr, "
             "--tile-preview simt; "
             "no-ops: " +
             ", ".join(sorted(k for k in ALREADY_SO if k.startswith("--") or
                              k.startswith("-W") or k == "-m64")))


class UsageError(Exception):
    pass


def fail(msg):
    sys.stderr.write("%s: error: %s\n" % (PROG, msg))
    sys.exit(1)


def warn(msg):
    sys.stderr.write("%s: warning: %s\n" % (PROG, msg))


class Options:
    def __init__(self):
        self.mode = None          # tilecubin | tilebc | tilefatbin | c
        self.tile_only = False
        self.arch = None          # last -arch value (nvcc: the last wins)
        self.gencodes = []        # [(arch number, [code, ...])]
        self.output = None
        self.inputs = []
        self.clang = []           # flags passed on in order
        self.tileiras = []
        self.host = []            # -Xcompiler flags
        self.lineinfo = False
        self.device_debug = False
        self.lang_cu = False
        self.dryrun = False


# nvcc options with a value, by every spelling: name -> canonical. The value
# follows as `-opt value`, `-opt=value`, or for the short ones `-Ivalue`.
VALUED = {
    "-arch": "arch", "--gpu-architecture": "arch",
    "-gencode": "gencode", "--generate-code": "gencode",
    "-std": "std", "--std": "std",
    "-I": "I", "--include-path": "I",
    "-isystem": "isystem", "--system-include": "isystem",
    "-D": "D", "--define-macro": "D",
    "-U": "U", "--undefine-macro": "U",
    "-o": "o", "--output-file": "o",
    "-O": "O", "--optimize": "O",
    "-Xtileiras": "Xtileiras", "--tileiras-options": "Xtileiras",
    "-Xcompiler": "Xcompiler", "--compiler-options": "Xcompiler",
    "-x": "x",
    "--tile-preview": "tile-preview", "-tile-preview": "tile-preview",
}
# Attached values (`-Ifoo`, `-DX=1`, `-O2`) for these short spellings.
ATTACHED = ("-I", "-D", "-U", "-O", "-o")

FLAGS = {
    "-tilecubin": "tilecubin", "--tilecubin": "tilecubin",
    "-tilebc": "tilebc", "--tilebc": "tilebc",
    "-tilefatbin": "tilefatbin", "--tilefatbin": "tilefatbin",
    "-c": "c", "--compile": "c",
    "--tile-only": "tile-only", "-tile-only": "tile-only",
    "-lineinfo": "lineinfo", "--generate-line-info": "lineinfo",
    "-G": "G", "--device-debug": "G",
    "-g": "g", "--debug": "g",
    "-w": "w", "--disable-warnings": "w",
    "--version": "version", "-V": "version",
    "--help": "help", "-h": "help",
    "--dryrun": "dryrun", "-dryrun": "dryrun",
}


def parse_sm(text, what):
    m = re.fullmatch(r"(sm|compute)_(\d+)([af]?)", text)
    if not m:
        raise UsageError("unsupported GPU architecture '%s' in %s (expected "
                         "sm_XX or compute_XX; 'native', 'all' and lists are "
                         "not supported)" % (text, what))
    return m.group(1), int(m.group(2)), m.group(3)


def parse_gencode(value):
    # arch=compute_90,code=sm_90 | code=[sm_90,compute_90] | code="..."
    m = re.fullmatch(r"arch=([a-z0-9_]+),code=(.+)", value)
    if not m:
        raise UsageError("cannot read -gencode '%s' (expected "
                         "arch=compute_XX,code=sm_XX or code=[...])" % value)
    kind, num, _ = parse_sm(m.group(1), "-gencode arch=")
    if kind != "compute":
        raise UsageError("-gencode arch= takes a virtual architecture "
                         "(compute_XX), not '%s'" % m.group(1))
    codes = m.group(2).strip("\"'[]").split(",")
    out = []
    for c in codes:
        ckind, cnum, suffix = parse_sm(c.strip(), "-gencode code=")
        out.append((ckind, cnum, suffix))
    return num, out


def apply(o, name, value):
    if name == "arch":
        for v in value.split(","):
            parse_sm(v, "-arch")
        if o.arch is not None and o.arch != value:
            warn("incompatible redefinition for option 'gpu-architecture', "
                 "the last value of this option was used")
        o.arch = value
    elif name == "gencode":
        o.gencodes.append(parse_gencode(value))
    elif name == "std":
        o.clang.append("-std=" + value)
    elif name in ("I", "D", "U"):
        o.clang.append("-" + name + value)
    elif name == "isystem":
        o.clang += ["-isystem", value]
    elif name == "o":
        if o.output is not None:
            raise UsageError("more than one output file (-o)")
        o.output = value
    elif name == "O":
        if not re.fullmatch(r"[0-3s]", value):
            raise UsageError("unsupported optimization level '-O%s'" % value)
        o.clang.append("-O" + value)
    elif name == "Xtileiras":
        o.tileiras += [a for a in value.split(",") if a]
    elif name == "Xcompiler":
        o.host += [a for a in value.split(",") if a]
    elif name == "tile-preview":
        # nvcc 13.5's only preview feature; our clang++ takes the same flag.
        if value != "simt":
            raise UsageError("value '%s' is not defined for option "
                             "'tile-preview'" % value)
        o.clang.append("--tile-preview=simt")
    elif name == "x":
        if value != "cu":
            raise UsageError("only '-x cu' is supported, not '-x %s'" % value)
        o.lang_cu = True


def parse(argv):
    o = Options()
    i = 0
    while i < len(argv):
        a = argv[i]
        i += 1
        if a in FLAGS:
            f = FLAGS[a]
            if f in ("tilecubin", "tilebc", "tilefatbin", "c"):
                if o.mode not in (None, "c") and f != "c" and o.mode != f:
                    raise UsageError("only one of -tilecubin, -tilebc, "
                                     "-tilefatbin may be given")
                # nvcc lets -tilecubin decide when -c is given as well.
                if f != "c" or o.mode is None:
                    o.mode = f
            elif f == "tile-only":
                o.tile_only = True
            elif f == "lineinfo":
                o.lineinfo = True
            elif f == "G":
                o.device_debug = True
            elif f == "g":
                o.clang += ["-Xarch_host", "-g"]
            elif f == "w":
                o.clang.append("-w")
            elif f == "dryrun":
                o.dryrun = True
            else:  # --version, --help: nothing else matters
                o.mode = f
                return o
            continue
        if a in ALREADY_SO:
            continue
        if a in ("--extended-lambda", "-extended-lambda",
                 "--expt-extended-lambda", "-expt-extended-lambda"):
            # nvcc defines this macro for the flag; with it a __device__
            # lambda's closure type may be a tile kernel's template argument.
            o.clang.append("-D__CUDACC_EXTENDED_LAMBDA__")
            continue
        if a in ("--expt-relaxed-constexpr", "-expt-relaxed-constexpr"):
            # nvcc defines this macro for the flag; our tile rules read it to
            # let tile code call constexpr functions that are not __tile__.
            o.clang.append("-D__CUDACC_RELAXED_CONSTEXPR__")
            continue
        if a in VALUED:
            if i >= len(argv):
                raise UsageError("option '%s' needs a value" % a)
            apply(o, VALUED[a], argv[i])
            i += 1
            continue
        if "=" in a and a.split("=", 1)[0] in VALUED:
            key, value = a.split("=", 1)
            apply(o, VALUED[key], value)
            continue
        short = next((p for p in ATTACHED if a.startswith(p) and len(a) > 2),
                     None)
        if short:
            apply(o, VALUED[short], a[len(short):])
            continue
        if a.startswith("-"):
            raise UsageError("nvcc option '%s' is not supported by cutile-nvcc "
                             "(supported: %s; see docs/driver.md)"
                             % (a, SUPPORTED))
        o.inputs.append(a)
    return o


def targets(o):
    """[(sm number, suffix, want cubin, want tileir)], in command-line order."""
    out = []
    if o.arch is not None:
        for v in o.arch.split(","):
            kind, num, suffix = parse_sm(v, "-arch")
            # -arch=sm_XX: the cubin and the IR; -arch=compute_XX: the IR
            # (nvcc's tile fatbinary holds just that; -tilecubin compiles it).
            out.append((num, suffix, kind == "sm", True))
    for _, codes in o.gencodes:
        for kind, num, suffix in codes:
            have = next((t for t in out if t[0] == num and t[1] == suffix),
                        None)
            cubin, ir = kind == "sm", kind == "compute"
            if have:
                out[out.index(have)] = (num, suffix, have[2] or cubin,
                                        have[3] or ir)
            else:
                out.append((num, suffix, cubin, ir))
    return out


def stem(path):
    base = os.path.basename(path)
    return base[:-3] if base.endswith(".cu") else os.path.splitext(base)[0]


def find_fatbinary():
    env = os.environ.get("CUTILE_FATBINARY")
    if env:
        return env
    # Beside the tileiras the back end uses: the same toolkit release.
    try:
        info = subprocess.run([os.path.join(HERE, "cutile-compile"),
                               "--tileiras-info"], capture_output=True,
                              text=True, timeout=60).stdout
        m = re.search(r"^tileiras: (.+)$", info, re.M)
        if m:
            cand = os.path.join(os.path.dirname(m.group(1)), "fatbinary")
            if os.access(cand, os.X_OK):
                return cand
    except (OSError, subprocess.SubprocessError):
        pass
    # Else the launcher's toolkit (13.3+ when setup assembled one), PATH, the
    # system's.
    for cand in (os.path.join(DEFAULT_CUDA, "bin", "fatbinary"),
                 shutil.which("fatbinary"), "/usr/local/cuda/bin/fatbinary"):
        if cand and os.access(cand, os.X_OK):
            return cand
    fail("cannot find NVIDIA's fatbinary for -tilefatbin: set "
         "$CUTILE_FATBINARY, or install it beside tileiras "
         "(scripts/setup-deps.sh) or on PATH")
    return None


DRYRUN = False


def run(cmd):
    # nvcc's --dryrun format: each sub-command on stderr after "#$ ".
    if DRYRUN or os.environ.get("CUTILE_NVCC_VERBOSE"):
        sys.stderr.write("#$ " + " ".join(cmd) + "\n")
    if DRYRUN:
        return 0
    return subprocess.run(cmd).returncode


def main(argv):
    try:
        o = parse(argv)
        if o.mode == "version":
            sys.stdout.write(VERSION)
            return 0
        if o.mode == "help":
            sys.stdout.write(__doc__ + "\nSupported options: " + SUPPORTED +
                             "\n")
            return 0
        if o.mode is None:
            raise UsageError("linking is not supported: give -c, -tilecubin, "
                             "-tilebc or -tilefatbin (link objects with "
                             "cutile-clang's clang++)")
        if len(o.inputs) != 1:
            raise UsageError("exactly one input file is supported, %d given"
                             % len(o.inputs))
        src = o.inputs[0]
        if not src.endswith(".cu") and not o.lang_cu:
            raise UsageError("'%s' is not a .cu file (give -x cu)" % src)
        tgts = targets(o)
        if not tgts:
            raise UsageError("no GPU architecture given: pass -arch=sm_80 or "
                             "newer (nvcc's default, sm_75, has no tile "
                             "support)")
        if o.mode in ("tilecubin", "tilebc") and len(tgts) > 1:
            raise UsageError("option '-%s' is not allowed when compiling for "
                             "multiple GPU architectures" % o.mode)
        if o.tile_only and o.mode == "c":
            raise UsageError("--tile-only with -c is not supported yet (the "
                             "host object would keep its SIMT code); use "
                             "-tilecubin, -tilebc or -tilefatbin")
    except UsageError as e:
        fail(str(e))
    global DRYRUN
    DRYRUN = o.dryrun

    # nvcc does not look into a template that is never instantiated; Clang
    # does unless template parsing is delayed (Clang deprecates that for
    # C++20, which is the point here, so without the warning).
    cmd = [CLANGXX, "-x", "cuda", "-fdelayed-template-parsing",
           "-Wno-delayed-template-parsing-in-cxx20"]
    cmd += ["--cuda-gpu-arch=sm_%d%s" % (t[0], t[1]) for t in tgts]
    cmd += o.clang
    # nvcc's -lineinfo and -G are device-only (docs/backend.md): the host
    # side keeps whatever -g it was given.
    if o.lineinfo:
        cmd += ["-Xarch_device", "-gline-tables-only"]
    if o.device_debug:
        cmd += ["-Xarch_device", "-g", "--cuda-noopt-device-debug"]
    for h in o.host:
        cmd += ["-Xarch_host", h]
    for t in o.tileiras:
        cmd += ["-Xclang", "-plugin-arg-cutile-embed", "-Xclang",
                "tileiras-arg=" + t]

    if o.mode == "c":
        return run(cmd + ["-c", src, "-o", o.output or stem(src) + ".o"])
    # Device-only from here: no ptxas for --cuda-noopt-device-debug to reach,
    # no host compile for -Xcompiler flags; they are not worth a warning.
    cmd.append("-Wno-unused-command-line-argument")
    if o.mode == "tilecubin":
        return run(cmd + ["--cuda-device-only", "-fcutile-emit=cubin",
                          "-fcutile-tile-only", src, "-o",
                          o.output or stem(src) + ".tile.cubin"])
    if o.mode == "tilebc":
        return run(cmd + ["--cuda-device-only", "-fcutile-emit=tilebc",
                          "-fcutile-tile-only", src, "-o",
                          o.output or stem(src) + ".tilebc"])

    # -tilefatbin: each target's cubin and bytecode from one device-only
    # compile, then fatbinary packs the images the targets ask for.
    out = o.output or stem(src) + ".tile.fatbin"
    with tempfile.TemporaryDirectory(prefix="cutile-nvcc.") as tmp:
        base = os.path.join(tmp, "k")
        plugin = []
        for a in ("emit-cubin=" + base + ".cubin",
                  "emit-tilebc=" + base + ".tilebc", "emit-per-target"):
            plugin += ["-Xclang", "-plugin-arg-cutile-embed", "-Xclang", a]
        rc = run(cmd + ["--cuda-device-only", "-fsyntax-only", src] + plugin)
        if rc != 0:
            return rc
        tool = "fatbinary" if DRYRUN else find_fatbinary()
        fatbin = [tool, "-64", "--create=" + out]
        for num, suffix, cubin, ir in tgts:
            arch = "sm_%d%s" % (num, suffix)
            if cubin:
                fatbin.append("--image3=kind=elf,sm=%d,file=%s.%s.cubin"
                              % (num, base, arch))
            if ir:
                fatbin.append("--image3=kind=tileir,sm=%d,file=%s.%s.tilebc"
                              % (num, base, arch))
        return run(fatbin)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
