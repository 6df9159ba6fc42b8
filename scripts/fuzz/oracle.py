#!/usr/bin/env python3
"""The oracle of the differential fuzzer: one program, two compilers, one
emulator.

A program (scripts/fuzz/gen.py writes them; see its docstring for the
FUZZ- header lines) is compiled by NVIDIA's nvcc (scripts/nvcc-ref
-tilebc, read back by cutile-translate --tilebc-to-mlir) and by ours
(clang++ -fcutile-emit=mlir). Both modules run in cutile-emulate-run on
the same inputs; every output buffer is compared, bit for bit where the
program says `exact` (all NaNs are one value), else within its tolerance.

check() returns an Outcome: kind is one of
  ok          both accept, outputs agree
  invalid     both reject, or both runs fault the same way: a generator bug
  rejected    one compiler only rejects the program
  crash       a tool crashed or reported an internal error
  difference  outputs differ (or one run faults)
and a signature that the reducer keeps stable while it shrinks a program.
"""

import concurrent.futures
import hashlib
import os
import shutil
import re
import struct
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NVCC_REF = os.path.join(ROOT, "scripts", "nvcc-ref")
BIN = os.path.join(ROOT, "build", "bin")  # our tools; fuzz.py --obj changes it
ARCH = "sm_100"
TIMEOUT = 300
# A directory of nvcc's bytecode by program text (oracle.py/fuzz.py
# --nvcc-cache): nvcc is the fixed reference, so a program it compiled once
# need not be compiled again. Off by default; the lit tests use it, where
# the same few programs run at every `make check`.
NVCC_CACHE = None

CRASH_RE = re.compile(r"PLEASE submit a bug report|Stack dump|internal error|"
                      r"Assertion .* failed|UNREACHABLE|LLVM ERROR|Segmentation fault|"
                      r"core dumped", re.I)


class Outcome:
    def __init__(self, kind, detail="", sig=""):
        self.kind, self.detail, self.sig = kind, detail, sig or kind

    def __repr__(self):
        return "%s: %s" % (self.kind, self.detail.splitlines()[0] if self.detail else "")


def parse_header(src):
    grid, args = "1", []
    for l in src.splitlines():
        m = re.match(r"//\s*FUZZ-GRID:\s*(\S+)", l)
        if m:
            grid = m.group(1)
        m = re.match(r"//\s*FUZZ-ARG:\s*(.*)$", l)
        if m:
            args.append(m.group(1).split())
    return grid, args


# What a tool says while someone relinks it in the shared build tree: wait
# and run again rather than report a finding.
INFRA_RE = re.compile(r"unable to load plugin|file too short|Text file busy|symbol lookup error|"
                      r"No such file or directory: '?/work|cannot execute")


def run(cmd, env=None, cwd=None):
    for attempt in range(20):
        rc, out, err = run_once(cmd, env, cwd)
        if not INFRA_RE.search(err) and rc not in (126, 127):
            break
        time.sleep(30)
    return rc, out, err


def run_once(cmd, env=None, cwd=None):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=cwd,
                           timeout=TIMEOUT)
        return p.returncode, p.stdout, p.stderr
    except OSError as e:  # mid-relink: not executable, or not there
        return 126, "", "cannot execute %s: %s" % (cmd[0], e)
    except subprocess.TimeoutExpired:
        return -999, "", "timeout after %d s: %s" % (TIMEOUT, " ".join(cmd))


def clean(err):
    """stderr without the noise lines others' debugging may print."""
    return "\n".join(l for l in err.splitlines() if not l.startswith("TMPDBG"))


def crashed(rc, err):
    return rc < 0 or rc == -999 or CRASH_RE.search(err) is not None


def nvcc_cache_key(cu, version):
    """The program's text, the release asked for, and the identity of that
    nvcc and its tile header (a reinstall changes the key)."""
    h = hashlib.sha256()
    with open(cu, "rb") as f:
        h.update(f.read())
    cu13 = os.path.join(ROOT, ".deps", "tileiras" + ("-" + version if version else ""),
                        "nvidia", "cu13")
    for p in (os.path.join(cu13, "bin", "nvcc"), os.path.join(cu13, "include", "crt",
                                                               "cuda_tile.h")):
        st = os.stat(p)
        h.update(("%s %d %d\n" % (os.path.realpath(p), st.st_size, st.st_mtime_ns)).encode())
    h.update(("%s %s\n" % (version, ARCH)).encode())
    return h.hexdigest()


def compile_nvcc(cu, work, version):
    env = dict(os.environ)
    if version:
        env["NVCC_REF_VERSION"] = version
    bc = os.path.join(work, "nvcc.tilebc")
    cached = None
    if NVCC_CACHE:
        try:
            cached = os.path.join(NVCC_CACHE, nvcc_cache_key(cu, version) + ".tilebc")
        except OSError:
            cached = None
    if cached and os.path.isfile(cached):
        shutil.copyfile(cached, bc)
    else:
        rc, out, err = run([NVCC_REF, "-std=c++20", "-arch=" + ARCH, "-tilebc", "-o", bc, cu],
                           env=env, cwd=work)
        if rc != 0:
            return rc, clean(out + err), None
        if cached:
            os.makedirs(NVCC_CACHE, exist_ok=True)
            tmp = cached + ".%d" % os.getpid()
            shutil.copyfile(bc, tmp)
            os.replace(tmp, cached)
    mlir = os.path.join(work, "nvcc.mlir")
    rc, out, err = run([os.path.join(BIN, "cutile-translate"),
                        "--tilebc-to-mlir", bc, "-o", mlir])
    if rc != 0:
        return rc, "cutile-translate: " + clean(out + err), "reader"
    return 0, "", mlir


def compile_ours(cu, work):
    mlir = os.path.join(work, "ours.mlir")
    rc, out, err = run([os.path.join(BIN, "clang++"), "-x", "cuda",
                        "-std=c++20", "--cuda-gpu-arch=" + ARCH, "--cuda-device-only",
                        "-fcutile-emit=mlir", "-o", mlir, cu], cwd=work)
    if rc != 0:
        return rc, clean(out + err), None
    return 0, "", mlir


def emulate_args(args, seed):
    out = []
    for i, a in enumerate(args):
        if a[0] == "in":
            # `in TYPE COUNT [INIT]`: INIT is rand (the default) or bits.
            init = a[3] if len(a) > 3 else "rand"
            out.append("buf:%s:%s:%s=%d" % (a[1], a[2], init, seed * 16 + i + 1))
        elif a[0] == "out":
            out.append("buf:%s:%s" % (a[1], a[2]))
        else:
            out.append("%s:%s" % (a[1], a[2]))
    return out


PATCH_NVCC = True  # oracle.py --raw-nvcc: run nvcc's module as it is
REDUCE_RE = re.compile(r"= (reduce|scan) .*identities=\[-1( : i(\d+))?\]")


def patch_nvcc_identities(mlir):
    """nvcc 13.4 and 13.5 give a signed integer min reduction the identity
    -1 (all ones, the unsigned one) where the dialect's definition wants the
    signed maximum; our emulator starts the fold from the identity, so such
    a module returns -1 for tiles of non-negative values (docs/fuzzing.md,
    finding 3). The oracle corrects nvcc's module before running it, so
    that this known deviation does not hide others; returns the count."""
    with open(mlir) as f:
        lines = f.read().split("\n")
    count = 0
    for i, l in enumerate(lines):
        m = REDUCE_RE.search(l)
        if not m:
            continue
        body = "\n".join(lines[i + 1:i + 4])
        if not re.search(r"\bmini .* signed", body):
            continue
        width = int(m.group(3) or 64)
        lines[i] = l.replace("identities=[-1", "identities=[%d" % ((1 << (width - 1)) - 1), 1)
        count += 1
    if count:
        with open(mlir, "w") as f:
            f.write("\n".join(lines))
    return count


def emulate(mlir, grid, args, seed):
    rc, out, err = run([os.path.join(BIN, "cutile-emulate-run"), mlir,
                        "--hex", "--grid", grid] + emulate_args(args, seed))
    bufs = {}
    for l in out.splitlines():
        m = re.match(r"arg(\d+):(.*)$", l)
        if m:
            bufs[int(m.group(1))] = m.group(2).split()
    return rc, clean(err), bufs


FLOAT_TYPES = ("f16", "bf16", "f32", "f64")


def decode(ty, h):
    x = int(h, 16)
    if ty == "f32":
        return struct.unpack("<f", struct.pack("<I", x))[0]
    if ty == "f64":
        return struct.unpack("<d", struct.pack("<Q", x))[0]
    if ty == "f16":
        return struct.unpack("<e", struct.pack("<H", x))[0]
    if ty == "bf16":
        return struct.unpack("<f", struct.pack("<I", x << 16))[0]
    return x


def same(ty, a, b, tol):
    if a == b:
        return True
    if ty not in FLOAT_TYPES:
        return False
    x, y = decode(ty, a), decode(ty, b)
    if x != x and y != y:
        return True  # NaN payloads are not compared
    if tol is None:
        return False
    if x != x or y != y:
        return False
    if x == y:
        return True
    if abs(x) == float("inf") or abs(y) == float("inf"):
        return False
    return abs(x - y) <= tol * max(1.0, abs(x), abs(y))


def compare(args, nv, ours):
    diffs = []
    for i, a in enumerate(args):
        if a[0] != "out":
            continue
        tol = None
        if len(a) > 3 and a[3].startswith("tol="):
            tol = float(a[3][4:])
        x, y = nv.get(i), ours.get(i)
        if x is None or y is None or len(x) != len(y):
            diffs.append("arg%d: missing output" % i)
            continue
        bad = [e for e in range(len(x)) if not same(a[1], x[e], y[e], tol)]
        if bad:
            e = bad[0]
            diffs.append("arg%d (%s, %s): %d of %d elements differ; first [%d] nvcc %s = %r, "
                         "ours %s = %r" % (i, a[1], "exact" if tol is None else "tol=%g" % tol,
                                           len(bad), len(x), e, x[e], decode(a[1], x[e]),
                                           y[e], decode(a[1], y[e])))
    return diffs


def first_error(text):
    for l in text.splitlines():
        if "error" in l:
            return re.sub(r"^\S*:\d+:\d+: ", "", l.strip())[:200]
    return text.strip().splitlines()[0][:200] if text.strip() else ""


def check(src, seed=1, version=None, keep=None):
    """Run the oracle on one program's text; keep: a directory to leave the
    intermediate files in."""
    grid, args = parse_header(src)
    with tempfile.TemporaryDirectory(prefix="fuzz-") as tmp:
        work = keep or tmp
        os.makedirs(work, exist_ok=True)
        cu = os.path.join(work, "k.cu")
        with open(cu, "w") as f:
            f.write(src)
        # The two compilers run side by side (each is mostly one process).
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            nv = pool.submit(compile_nvcc, cu, work, version)
            orc, oerr, omlir = compile_ours(cu, work)
            nrc, nerr, nmlir = nv.result()
        if nmlir == "reader":
            return Outcome("crash", nerr, "crash: reader " + first_error(nerr))
        if crashed(orc, oerr):
            return Outcome("crash", "ours: " + oerr, "crash: ours " + first_error(oerr))
        if nrc != 0 and orc != 0:
            return Outcome("invalid", "both reject:\nnvcc: %s\nours: %s" % (nerr, oerr),
                           "invalid: " + first_error(oerr))
        if nrc != 0:
            if crashed(nrc, nerr):
                return Outcome("crash", "nvcc: " + nerr, "crash: nvcc " + first_error(nerr))
            return Outcome("rejected", "nvcc rejects, ours accepts:\n" + nerr,
                           "rejected: nvcc " + first_error(nerr))
        if orc != 0:
            return Outcome("rejected", "ours rejects, nvcc accepts:\n" + oerr,
                           "rejected: ours " + first_error(oerr))
        if PATCH_NVCC:
            patch_nvcc_identities(nmlir)
        nr, ne, nb = emulate(nmlir, grid, args, seed)
        orr, oe, ob = emulate(omlir, grid, args, seed)
        for who, rc, err in (("nvcc", nr, ne), ("ours", orr, oe)):
            if crashed(rc, err) or rc not in (0, 1):
                return Outcome("crash", "emulating %s's module: %s" % (who, err),
                               "crash: emulate " + first_error(err))
        if nr != 0 and orr != 0:
            strip = lambda e: re.sub(r"\S+\.mlir:\d+:\d+", "", e)
            if strip(ne) == strip(oe):
                return Outcome("invalid", "both runs fault: " + ne, "invalid: fault")
            return Outcome("difference", "both fault differently:\nnvcc: %s\nours: %s"
                           % (ne, oe), "difference: faults")
        if nr != 0 or orr != 0:
            return Outcome("difference", "only %s's module faults: %s"
                           % ("nvcc" if nr else "ours", ne or oe),
                           "difference: fault %s" % ("nvcc" if nr else "ours"))
        diffs = compare(args, nb, ob)
        if diffs:
            return Outcome("difference", "\n".join(diffs),
                           "difference: " + " ".join(sorted(d.split(" ")[0] for d in diffs)))
        return Outcome("ok")


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--seed", type=int, default=1, help="input seed")
    ap.add_argument("--keep", help="directory for the intermediate files")
    ap.add_argument("--nvcc-version", default=os.environ.get("NVCC_REF_VERSION"))
    ap.add_argument("--obj", help="our build directory (default: build)")
    ap.add_argument("--nvcc-cache", help="reuse nvcc's bytecode of a program seen before (a directory)")
    ap.add_argument("--raw-nvcc", action="store_true",
                    help="do not correct nvcc's known deviations (patch_nvcc_identities)")
    a = ap.parse_args()
    if a.obj:
        BIN = os.path.join(os.path.abspath(a.obj), "bin")
    PATCH_NVCC = not a.raw_nvcc
    NVCC_CACHE = a.nvcc_cache
    with open(a.file) as f:
        o = check(f.read(), a.seed, a.nvcc_version, a.keep)
    print(o.kind + ("\n" + o.detail if o.detail else ""))
    raise SystemExit(0 if o.kind == "ok" else 1)
