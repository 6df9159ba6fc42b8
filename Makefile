# The two entry points a user needs: `make demo` and `make check`. Both first
# run scripts/setup-deps.sh, which installs only what is missing and takes
# about a second when nothing is.
SHELL   := /bin/bash
BUILD   ?= build
LLVM    ?= /usr/lib/llvm-22
JOBS    ?= $(shell nproc)
TILEIRAS := $(CURDIR)/.deps/tileiras/nvidia/cu13/bin/tileiras

.PHONY: all setup build check demo compat compat-ref probes perf fuzz sanitize clean

all: build

setup:
	@scripts/setup-deps.sh

$(BUILD)/build.ninja: | setup
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release \
	  -DCMAKE_C_COMPILER=$(LLVM)/bin/clang -DCMAKE_CXX_COMPILER=$(LLVM)/bin/clang++ \
	  -DCUTILE_TILEIRAS=$(TILEIRAS)

build: setup $(BUILD)/build.ninja
	@ninja -C $(BUILD) -j $(JOBS)

# lit's own summary is not a format CI reads, so end with the plain
# "N passed, N failed" line as well.
check: build
	@set -o pipefail; $(LLVM)/bin/lit -sv $(BUILD)/test | tee $(BUILD)/check.log; rc=$$?; \
	  count() { sed -n "s/^  $$1 *: *\([0-9]*\).*/\1/p" $(BUILD)/check.log; }; \
	  p=$$(count Passed); f=$$(count Failed); u=$$(count Unsupported); \
	  echo "check: $${p:-0} passed, $${f:-0} failed, $${u:-0} skipped"; exit $$rc

demo: build
	@scripts/demo.sh $(BUILD)

# The test/Compat corpus against NVIDIA's nvcc 13.5, one table row a program
# (docs/compat.md keeps a dated copy). nvcc runs for every program here (make
# check takes nvcc's side from test/Compat/nvcc-record.jsonl where its key
# matches), and a record entry that disagrees with it fails.
COMPAT_PROGRAMS = $$(find test/Compat -name '*.cu' -not -path '*/Inputs/*' | sort) \
	  test/CodeGen/Inputs/seeds/*.cu
compat: build
	@python3 scripts/compat.py --obj $(BUILD) --table --live $(COMPAT_PROGRAMS)

# Regenerates nvcc's record for make check (nvcc alone, about 3 CPU s a
# program and target; docs/compat.md).
compat-ref: setup
	@python3 scripts/compat.py --update-record $(COMPAT_PROGRAMS)

# The CUDA 13.5 probes (../shared/research/nvcc-13.5-probes, outside the
# repository, so not in `check`) through nvcc 13.5 and ours: acceptance, first
# error line and cuda_tile op names, one table row a probe (docs/compat.md).
probes: build
	@python3 scripts/probes.py --obj $(BUILD)

# Our cubins against nvcc's, kernel by kernel, from SASS (docs/performance.md).
perf: build
	@python3 scripts/perf.py --obj $(BUILD) \
	  $$(find test/Compat -name '*.cu' -not -path '*/Inputs/*' | sort) \
	  test/CodeGen/Inputs/seeds/*.cu

# Differential fuzzing (docs/fuzzing.md): COUNT random programs from SEED
# through nvcc and ours, both emulated and compared; at most TIME seconds
# when TIME is set. Findings, reduced, go to $(BUILD)/fuzz; the exit status
# is non-zero when there are any.
COUNT ?= 100
SEED  ?= 1
TIME  ?= 0
fuzz: build
	@python3 scripts/fuzz/fuzz.py --obj $(BUILD) --count $(COUNT) --seed $(SEED) \
	  --time $(TIME) --out $(BUILD)/fuzz --coverage $(BUILD)/fuzz/coverage.txt

# CCCL's libcu++ tests as tile programs (docs/libcudacxx.md): the subset in
# scripts/cccl-tile-subset.txt through nvcc 13.5 and ours (accepted, emulated
# PASS); about 30 s a test on one core, so not part of `make check`. CCCL is a
# CCCL checkout or its git directory (extracted into $(BUILD)/cccl-src).
CCCL ?= /work/.mirror/NVIDIA+cccl/repo
.PHONY: cccl-tile-tests
cccl-tile-tests: build
	@python3 scripts/cccl-tile-tests.py --obj $(BUILD) --cccl $(CCCL) \
	  --out $(BUILD)/cccl-tile-tests.tsv

# The GPU benchmark bundle (docs/bench-gpu.md): built here, without a GPU,
# into $(BUILD)/bench-gpu; run.sh in it runs on an H100/H200 with only the
# driver. bench-gpu-selftest checks its machinery with stand-in runtime and
# driver libraries.
.PHONY: bench-gpu bench-gpu-selftest
bench-gpu: build
	@scripts/bench-gpu/build-bundle.sh $(BUILD)

bench-gpu-selftest: build
	@scripts/bench-gpu/selftest.sh $(BUILD)

# The Clang fork (docs/fork.md): clang-patches/ applied to Debian's pinned
# clang 22.1.8 source. fork-src: the patched tree in build-fork/src (downloads
# cached in ~/.cache/cutile/clang-fork, sha256-checked). fork-check: the cheap
# checks, no Clang build: the series applies, TableGen (the unpatched tree
# byte-identical to the installed .inc files, the patched one without error),
# -fsyntax-only of the changed sources and of those that include changed
# generated code, a test for each patch (about 2.5 CPU minutes, 20 s more the
# first time, to extract the source). fork: the full
# standalone build into build-fork/ (1.5 CPU hours from scratch; not in check).
# fork-patches regenerates the series' generated patch (the diagnostics of
# lib/Sema's checker); fork-check fails while it is stale.
.PHONY: fork-src fork-check fork fork-patches
fork-patches:
	@python3 scripts/fork/gen-diag-shim.py --sema lib/Sema \
	  --tree "$$(scripts/fork/fork-src.sh --base)" \
	  --patch clang-patches/0002-clang-CUDA-Add-the-diagnostics-and-hint-rules-of-CUDA-Tile.patch

fork-src:
	@scripts/fork/fork-src.sh

fork-check:
	@JOBS=$(JOBS) scripts/fork/fork-check.sh

fork: fork-src
	@JOBS=$(JOBS) scripts/fork/fork-build.sh

# Our code under ASan and UBSan in build-san/, then the whole lit suite on it.
# Slow (the instrumented build alone takes tens of minutes), so not in check.
sanitize:
	@LLVM=$(LLVM) JOBS=$(JOBS) scripts/sanitize-check.sh

clean:
	rm -rf $(BUILD)
