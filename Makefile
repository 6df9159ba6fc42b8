# The two entry points a user needs: `make demo` and `make check`. Both
# install what is missing (scripts/setup-deps.sh) before building.
BUILD   ?= build
LLVM    ?= /usr/lib/llvm-22
JOBS    ?= $(shell nproc)
STAMP   := .deps/setup.stamp

.PHONY: all build check demo setup clean

all: build

$(STAMP): scripts/setup-deps.sh
	@scripts/setup-deps.sh
	@mkdir -p .deps && touch $@

setup: $(STAMP)

$(BUILD)/build.ninja: $(STAMP) CMakeLists.txt
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release \
	  -DLLVM_DIR=$(LLVM)/lib/cmake/llvm -DMLIR_DIR=$(LLVM)/lib/cmake/mlir \
	  -DClang_DIR=$(LLVM)/lib/cmake/clang \
	  -DCMAKE_C_COMPILER=$(LLVM)/bin/clang -DCMAKE_CXX_COMPILER=$(LLVM)/bin/clang++ \
	  -DCUTILE_TILEIRAS=$(CURDIR)/.deps/tileiras/nvidia/cu13/bin/tileiras

build: $(BUILD)/build.ninja
	@ninja -C $(BUILD) -j $(JOBS)

check: build
	@$(LLVM)/bin/lit -sv --time-tests $(BUILD)/test

demo: build
	@scripts/demo.sh $(BUILD)

clean:
	rm -rf $(BUILD)
