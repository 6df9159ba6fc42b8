#!/usr/bin/env python3
"""The coverage table of a fuzz run: construct, programs that used it.

  coverage.py build/fuzz/coverage.txt      (written by fuzz.py --coverage)

Each line of the input is `SEED KIND construct, construct, ...`; the table
(Markdown, for docs/fuzzing.md) counts the programs per construct, and how
many of them passed the oracle.
"""

import collections
import sys


def main(path):
    used, passed = collections.Counter(), collections.Counter()
    seeds, kinds = set(), collections.Counter()
    for line in open(path):
        parts = line.rstrip("\n").split(" ", 2)
        if len(parts) < 2:
            continue
        seed, kind = parts[0], parts[1]
        if seed in seeds:
            continue
        seeds.add(seed)
        kinds[kind] += 1
        for c in (parts[2].split(", ") if len(parts) > 2 and parts[2] else []):
            used[c] += 1
            if kind == "ok":
                passed[c] += 1
    print("%d programs: %s" % (len(seeds), ", ".join("%d %s" % (n, k) for k, n in sorted(kinds.items()))))
    print()
    print("| construct | programs | of them passed |")
    print("|---|---:|---:|")
    for c in sorted(used):
        print("| %s | %d | %d |" % (c, used[c], passed[c]))


if __name__ == "__main__":
    main(sys.argv[1])
