#!/usr/bin/env python3
"""CCCL's libcu++ tests as tile programs, compiled by nvcc 13.5 and by ours.

What CCCL's lit does with CCCL_FORCE_TILE_TESTS (libcudacxx/test/libcudacxx/
CMakeLists.txt and test/utils/libcudacxx/test/config.py): each *.pass.cpp is
compiled with -include test/libcudacxx/force_include.h and
-DCCCL_FORCE_TILE_TESTS, which turns the test's main into a
`__tile__ __host__ __device__` function that a `__tile_global__` kernel calls;
the program runs it on the host, then launches the kernel, and fails when
either returns non-zero. Tests marked `UNSUPPORTED: force-tile` are left out,
as CCCL's lit leaves them out.

For each test of the subset (scripts/cccl-tile-subset.txt, paths relative to
libcudacxx/test/libcudacxx) three results:
  nvcc   nvcc 13.5 --enable-tile -tilebc (front end to Tile IR; no GPU here)
  ours   build/bin/clang++ --cuda-device-only -fcutile-emit=tilebc
  emu    build/bin/clang++ --cutile-emulate, then the program is run: its
         host run and its emulated tile kernel must both return 0
Usage:
  scripts/cccl-tile-tests.py --cccl <CCCL checkout or git dir> [--only nvcc|ours]
      [--subset FILE] [--obj build] [-j N] [--out results.tsv] [--filter SUBSTR]
      [--nvcc-results earlier.tsv]   (nvcc's column from an earlier --only nvcc run)
Without --cccl: $CUTILE_CCCL, else the mirror /work/.mirror/NVIDIA+cccl/repo
(its HEAD is extracted once into <obj>/cccl-src). `make cccl-tile-tests`
runs it; docs/libcudacxx.md has the results.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAGS = ["-DCCCL_FORCE_TILE_TESTS", "-DCCCL_ENABLE_ASSERTIONS",
         "-DCCCL_IGNORE_DEPRECATED_CPP_DIALECT",
         "-DLIBCUDACXX_IGNORE_DEPRECATED_ABI"]


def cccl_tree(arg, obj):
    """A directory holding libcudacxx/; a bare git dir is extracted once."""
    if os.path.isdir(os.path.join(arg, "libcudacxx")):
        return arg
    dest = os.path.join(obj, "cccl-src")
    head = subprocess.run(["git", "-C", arg, "rev-parse", "HEAD"], check=True,
                          capture_output=True, text=True).stdout.strip()
    stamp = os.path.join(dest, ".commit")
    if os.path.exists(stamp) and open(stamp).read().strip() == head:
        return dest
    subprocess.run(["rm", "-rf", dest], check=True)
    os.makedirs(dest)
    arch = subprocess.Popen(
        ["git", "-C", arg, "archive", "HEAD", "libcudacxx/include",
         "libcudacxx/test/libcudacxx", "libcudacxx/test/support"],
        stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", dest], stdin=arch.stdout, check=True)
    arch.wait()
    with open(stamp, "w") as f:
        f.write(head + "\n")
    return dest


def skipped(path):
    """CCCL's lit directives that leave a test out of a C++20 tile run."""
    with open(path, errors="replace") as f:
        for line in f:
            s = line.strip()
            if not s.startswith("//"):
                continue
            s = s[2:].strip()
            if s.startswith("UNSUPPORTED:"):
                items = [i.strip() for i in s[12:].split(",")]
                if any("force-tile" in i or i == "c++20" for i in items):
                    return True
            if s.startswith("REQUIRES:") and "force-tile" not in s:
                return True
    return False


def run(cmd, cwd, timeout=600):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return 124, "timeout"


def first_error(log):
    for line in log.splitlines():
        if "error" in line:
            return line.strip()[:300]
    return log.strip().splitlines()[-1][:300] if log.strip() else ""


def one(test, tree, obj, only, arch):
    lib = os.path.join(tree, "libcudacxx")
    src = os.path.join(lib, "test", "libcudacxx", test)
    inc = ["-include", os.path.join(lib, "test/libcudacxx/force_include.h"),
           "-I", os.path.join(lib, "include"), "-I", os.path.join(lib, "test/support")]
    res = {"test": test}
    with tempfile.TemporaryDirectory(prefix="cccl-tile-") as tmp:
        if only in (None, "nvcc"):
            rc, log = run([os.path.join(ROOT, "scripts/nvcc-ref"), "-std=c++20",
                           f"-arch={arch}", "-x", "cu", "--extended-lambda",
                           *FLAGS, *inc, "-tilebc", "-o", "t.tilebc", src], tmp)
            res["nvcc"] = "ok" if rc == 0 else "timeout" if rc == 124 else "rejected"
            res["nvcc_log"] = "" if rc == 0 else first_error(log)
        if only in (None, "ours"):
            clang = os.path.join(obj, "bin", "clang++")
            rc, log = run([clang, "-x", "cuda", "-std=c++20",
                           f"--cuda-gpu-arch={arch}", "--cuda-device-only",
                           "-fcutile-emit=tilebc", "-o", "t.tilebc", "-w",
                           *FLAGS, *inc, src], tmp)
            res["ours"] = "ok" if rc == 0 else "timeout" if rc == 124 else "rejected"
            res["ours_log"] = "" if rc == 0 else first_error(log)
            rc, log = run([clang, "-x", "cuda", "-std=c++20", "--cutile-emulate",
                           f"--cuda-gpu-arch={arch}", "-w", *FLAGS, *inc, src,
                           "-o", "t.emu"], tmp)
            if rc != 0:
                res["emu"] = "compile-error"
                res["emu_log"] = first_error(log)
            else:
                rc, log = run(["./t.emu"], tmp, timeout=120)
                res["emu"] = "PASS" if rc == 0 else f"FAIL({rc})"
                res["emu_log"] = "" if rc == 0 else first_error(log)
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cccl", default=os.environ.get(
        "CUTILE_CCCL", "/work/.mirror/NVIDIA+cccl/repo"))
    ap.add_argument("--subset", default=os.path.join(ROOT, "scripts/cccl-tile-subset.txt"))
    ap.add_argument("--obj", default=os.path.join(ROOT, "build"))
    ap.add_argument("--only", choices=["nvcc", "ours"])
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--filter", default="")
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("--out", default="")
    ap.add_argument("--nvcc-results", default="",
                    help="a TSV of an earlier --only nvcc run: nvcc is not run again")
    a = ap.parse_args()
    obj = os.path.abspath(a.obj)
    tree = cccl_tree(a.cccl, obj)
    base = os.path.join(tree, "libcudacxx", "test", "libcudacxx")
    tests, left_out, header_of, header = [], 0, {}, "?"
    for line in open(a.subset):
        if line.startswith("# <"):
            header = line[2:].strip()
        t = line.split("#")[0].strip()
        if not t or a.filter not in t:
            continue
        header_of[t] = header
        if not os.path.exists(os.path.join(base, t)):
            print(f"missing in this CCCL: {t}", file=sys.stderr)
            continue
        if skipped(os.path.join(base, t)):
            left_out += 1
            continue
        tests.append(t)
    cols = ["test"] + (["nvcc"] if a.only != "ours" else []) + \
        (["ours", "emu"] if a.only != "nvcc" else [])
    rows, earlier = [], {}
    if a.nvcc_results:
        lines = open(a.nvcc_results).read().splitlines()
        head = lines[0].split("\t")
        for ln in lines[1:]:
            f = dict(zip(head, ln.split("\t")))
            earlier[f["test"]] = f
    def job(t):
        if t in earlier and a.only is None:
            r = one(t, tree, obj, "ours", a.arch)
            r["nvcc"] = earlier[t]["nvcc"]
            r["nvcc_log"] = earlier[t].get("nvcc_log", "")
            return r
        return one(t, tree, obj, a.only, a.arch)
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        futs = [ex.submit(job, t) for t in tests]
        for f in futs:
            r = f.result()
            rows.append(r)
            print("\t".join(r.get(c, "") for c in cols), flush=True)
            for c in ("nvcc", "ours", "emu"):
                if r.get(c + "_log"):
                    print(f"    {c}: {r[c + '_log']}", flush=True)
    if a.out:
        with open(a.out, "w") as f:
            f.write("\t".join(cols + [c + "_log" for c in cols[1:]]) + "\n")
            for r in rows:
                f.write("\t".join([r.get(c, "") for c in cols] +
                                  [r.get(c + "_log", "") for c in cols[1:]]) + "\n")
    n = len(rows)
    print(f"\n{n} tests ({left_out} of the subset marked unsupported in tile mode left out)")
    if a.only != "ours":
        print(f"nvcc 13.5 accepts: {sum(r['nvcc'] == 'ok' for r in rows)}/{n}")
    if a.only != "nvcc":
        print(f"ours accepts:      {sum(r['ours'] == 'ok' for r in rows)}/{n}")
        print(f"ours emulated PASS: {sum(r['emu'] == 'PASS' for r in rows)}/{n}")
    if a.only is None:
        # The per-header table of docs/compat.md and docs/libcudacxx.md.
        print("\n| header | tests | nvcc 13.5 accepts | ours accepts | ours emulated PASS |")
        print("|---|---|---|---|---|")
        for h in dict.fromkeys(header_of[r["test"]] for r in rows):
            rs = [r for r in rows if header_of[r["test"]] == h]
            print(f"| `{h}` | {len(rs)} | {sum(r['nvcc'] == 'ok' for r in rs)} | "
                  f"{sum(r['ours'] == 'ok' for r in rs)} | {sum(r['emu'] == 'PASS' for r in rs)} |")
        both = [r for r in rows if r["nvcc"] == "ok"]
        print(f"of nvcc's {len(both)}: ours accepts {sum(r['ours'] == 'ok' for r in both)}, "
              f"emulated PASS {sum(r['emu'] == 'PASS' for r in both)}")
        extra = [r["test"] for r in rows if r["nvcc"] != "ok" and r["ours"] == "ok"]
        print(f"accepted by ours, rejected by nvcc: {len(extra)}")


if __name__ == "__main__":
    main()
