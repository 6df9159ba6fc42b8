"""Writes OUT_DIR/compile_commands.json: one entry per FILE, compiled with
COMPILER and FLAGS, the shape CMake gives (`make_cdb.py OUT COMPILER
FLAGS... -- FILES...`)."""
import json
import os
import sys

out, compiler = sys.argv[1], sys.argv[2]
sep = sys.argv.index("--")
flags, files = sys.argv[3:sep], sys.argv[sep + 1:]
entries = [{
    "directory": out,
    "file": os.path.abspath(f),
    "arguments": [compiler] + flags + ["-c", os.path.abspath(f), "-o",
                                       os.path.basename(f) + ".o"],
} for f in files]
with open(os.path.join(out, "compile_commands.json"), "w") as fh:
    json.dump(entries, fh, indent=1)
