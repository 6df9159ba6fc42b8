"""The reference record of test/Compat: nvcc's result per program and target.

`make check` compiles every corpus program with ours; nvcc's side of the
comparison (accepted or not, where its first error is, the SASS statistics
of each kernel) only changes when something it depends on changes. The
record keeps that side, as numbers and one line of text per entry (no
NVIDIA output beyond the first error message), under a key: a sha256 of
  * the record format and the SASS counting rules of scripts/perf.py,
  * the releases of the toolchain (nvcc --version of the reference prefix,
    the wheels installed in it, the host compiler nvcc runs, cuobjdump),
  * nvcc's arguments except paths of its own (target, flags, -I folders),
  * the program, every file its #includes name (found in its folder or an
    -I folder, recursively) and every header in the -I folders.
An entry whose key does not match is not used: scripts/compat.py then runs
nvcc. One JSON object a line, sorted by program and target, so that entries
of different programs merge like lines.
"""

import hashlib
import inspect
import json
import os
import re
import subprocess

import perf

FORMAT = 1
HEADER_EXTS = (".h", ".hh", ".hpp", ".cuh", ".inc", ".def")
INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"]([^">]+)[">]', re.M)
FIELDS = {"program": str, "arch": str, "key": str, "accepts": bool}
ORDER = ("program", "arch", "key", "accepts", "error_line", "first_error", "kernels")

_toolchains = {}


def _out(cmd, env=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
        return p.stdout.decode("utf-8", "replace")
    except OSError as e:
        return f"[{cmd[0]}: {e}]"


def toolchain(nvcc_ref, cu13, toolkit):
    """Text naming every release nvcc's result and its SASS counts depend on."""
    if toolkit in _toolchains:
        return _toolchains[toolkit]
    env = dict(os.environ)
    if toolkit is not None:
        env["NVCC_REF_VERSION"] = toolkit
    prefix = os.path.dirname(os.path.dirname(os.path.realpath(cu13)))
    wheels = sorted(n for n in os.listdir(prefix) if n.endswith(".dist-info")) \
        if os.path.isdir(prefix) else []
    text = "\n".join([
        _out([nvcc_ref, "--version"], env),
        " ".join(wheels),
        _out(["g++", "--version"]).split("\n", 1)[0],
        _out([perf.CUOBJDUMP, "--version"]),
        inspect.getsource(perf.sass_stats),
        perf.TC_OPS.pattern, perf.TMA_OPS.pattern, perf.INSTR.pattern,
    ])
    _toolchains[toolkit] = text
    return text


def sources(path, include_dirs):
    """{path: bytes} of the program and everything it may include."""
    files = {}

    def add(f):
        f = os.path.realpath(f)
        if f in files:
            return
        with open(f, "rb") as h:
            files[f] = h.read()
        for m in INCLUDE.finditer(files[f].decode("utf-8", "replace")):
            for d in [os.path.dirname(f)] + include_dirs:
                cand = os.path.join(d, m.group(1))
                if os.path.isfile(cand):
                    add(cand)
                    break

    add(path)
    for d in include_dirs:
        for dirpath, _, names in sorted(os.walk(d)):
            for n in sorted(names):
                if n.endswith(HEADER_EXTS):
                    add(os.path.join(dirpath, n))
    return files


def key(root, toolchain_text, args, path, include_dirs):
    """The entry key: sha256 over length-prefixed parts, paths relative to root."""
    h = hashlib.sha256()

    def feed(b):
        b = b if isinstance(b, bytes) else b.encode()
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)

    feed(f"compat-record {FORMAT}")
    feed(toolchain_text)
    for a in args:
        feed(a)
    for f, data in sorted(sources(path, include_dirs).items()):
        feed(os.path.relpath(f, root))
        feed(data)
    return h.hexdigest()


def check_entry(e, where):
    for field, kind in FIELDS.items():
        if not isinstance(e.get(field), kind):
            raise SystemExit(f"{where}: entry without a valid '{field}'")
    if e["accepts"]:
        kernels = e.get("kernels")
        if not isinstance(kernels, dict) or not all(
                isinstance(v, dict) and all(isinstance(v.get(s), int)
                                            for s in ("instr", "regs", "spills", "tc", "tma"))
                for v in kernels.values()):
            raise SystemExit(f"{where}: an accepted program's entry needs the SASS "
                             "statistics of every kernel")
    elif not isinstance(e.get("error_line"), (int, type(None))) or \
            not isinstance(e.get("first_error"), str):
        raise SystemExit(f"{where}: a rejected program's entry needs error_line and first_error")


class Record:
    def __init__(self, path):
        self.path = path
        self.entries = {}
        if not os.path.isfile(path):
            return
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if not line.strip() or line.startswith("#"):
                    continue
                where = f"{path}:{n}"
                try:
                    e = json.loads(line)
                except ValueError as err:
                    raise SystemExit(f"{where}: not a JSON object: {err}")
                check_entry(e, where)
                self.entries[(e["program"], e["arch"])] = e

    def get(self, program, arch, key):
        """The entry for this program and target if its key is `key`."""
        e = self.entries.get((program, arch))
        return e if e is not None and e["key"] == key else None

    def put(self, entry):
        check_entry(entry, "new entry")
        self.entries[(entry["program"], entry["arch"])] = entry

    def write(self, keep):
        """Writes the record; entries of programs for which keep() is false go."""
        lines = ["# nvcc's results for test/Compat (scripts/nvcc_record.py, docs/compat.md).",
                 "# Generated by `make compat-ref`; do not edit: an entry is used only while",
                 "# its key matches, and `make compat` checks the entries against live nvcc."]
        for k in sorted(self.entries):
            if keep(k[0]):
                e = self.entries[k]
                lines.append(json.dumps({f: e.get(f) for f in ORDER}))
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        os.replace(tmp, self.path)


ANON_NS = re.compile(r"_GLOBAL__N__[0-9a-f]+_")


def portable_kernels(kernels):
    """Kernel statistics with anonymous-namespace names made path-independent.
    nvcc (and ours, to match it) names an anonymous namespace after a hash of
    the source's absolute path, so the names recorded in one checkout differ
    from the names another checkout compiles; only live runs compare them."""
    if kernels is None:
        return None
    return {ANON_NS.sub("_GLOBAL__N__0_", k): v for k, v in kernels.items()}


def differences(entry, live):
    """What a matching entry says that live nvcc does not."""
    out = []
    for field in ("accepts", "error_line", "first_error", "kernels"):
        a, b = entry.get(field), live.get(field)
        if field == "kernels":
            a, b = portable_kernels(a), portable_kernels(b)
        if a != b:
            out.append(f"{field}: record {entry.get(field)!r}, nvcc {live.get(field)!r}")
    return out
