//===- cutile-translate.cpp - cuda_tile text <-> Tile IR bytecode ---------===//
//
//   cutile-translate --mlir-to-tilebc [--bytecode-version=13.3] in.mlir -o x.tilebc
//   cutile-translate --tilebc-to-mlir x.tilebc
//
// The text input holds one `cuda_tile.module`, at the top level or inside a
// builtin `module`. Bytecode output is exactly what tileiras reads.
//
//===----------------------------------------------------------------------===//

#include "cutile/Bytecode/BytecodeReader.h"
#include "cutile/Bytecode/BytecodeWriter.h"
#include "cutile/Bytecode/Version.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "cutile/Bytecode/OpTable.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace bc = cutile::bytecode;

namespace {
enum class Action { None, MlirToTilebc, TilebcToMlir };

struct VersionParser : llvm::cl::parser<bc::Version> {
  using llvm::cl::parser<bc::Version>::parser;
  bool parse(llvm::cl::Option &opt, llvm::StringRef, llvm::StringRef arg,
             bc::Version &value) {
    std::optional<bc::Version> v = bc::Version::parse(arg);
    if (!v)
      return opt.error("'" + arg + "' is not a supported bytecode version " +
                       "(supported: " + bc::getSupportedVersionList() + ")");
    value = *v;
    return false;
  }
};
} // namespace

static llvm::cl::opt<std::string> inputFilename(llvm::cl::Positional,
                                                llvm::cl::desc("<input>"),
                                                llvm::cl::init("-"));
static llvm::cl::opt<std::string> outputFilename("o",
                                                 llvm::cl::desc("Output file"),
                                                 llvm::cl::value_desc("file"),
                                                 llvm::cl::init("-"));
static llvm::cl::opt<Action> action(
    llvm::cl::desc("Translation:"), llvm::cl::init(Action::None),
    llvm::cl::values(
        clEnumValN(Action::MlirToTilebc, "mlir-to-tilebc",
                   "cuda_tile text to Tile IR bytecode"),
        clEnumValN(Action::TilebcToMlir, "tilebc-to-mlir",
                   "Tile IR bytecode to cuda_tile text")));
static llvm::cl::opt<bc::Version, false, VersionParser> bytecodeVersion(
    "bytecode-version",
    llvm::cl::desc("Bytecode version to write (13.1, 13.2, 13.3, 13.4)"),
    llvm::cl::init(bc::kDefaultVersion));
static llvm::cl::opt<bool> previewContent(
    "preview",
    llvm::cl::desc("Mark the bytecode as carrying preview content (header "
                   "tag 1; only at the newest version)"));
static llvm::cl::opt<bool> listVersions(
    "list-versions", llvm::cl::desc("Print the supported bytecode versions"));
static llvm::cl::opt<bool> splitInputFile(
    "split-input-file",
    llvm::cl::desc("Translate each '// -----' chunk of the input separately"));
static llvm::cl::opt<bool> verifyDiagnostics(
    "verify-diagnostics",
    llvm::cl::desc("Check diagnostics against expected-* comments"));
static llvm::cl::opt<bool> dumpOpTable(
    "dump-op-table", llvm::cl::Hidden,
    llvm::cl::desc("Print the per-op bytecode layout table"));
static llvm::cl::opt<bool> checkOpTable(
    "check-op-table", llvm::cl::Hidden,
    llvm::cl::desc("Check the layout table against the registered dialect"));

/// Finds the cuda_tile.module in what the parser produced.
static Operation *findModule(Block &block) {
  Operation *found = nullptr;
  for (Operation &op : block) {
    Operation *candidate = &op;
    if (auto builtin = dyn_cast<ModuleOp>(op)) {
      Block *body = builtin.getBody();
      if (body->getOperations().size() != 1)
        return nullptr;
      candidate = &body->front();
    }
    if (candidate->getName().getStringRef() != "cuda_tile.module" || found)
      return nullptr;
    found = candidate;
  }
  return found;
}

static void printOpTable(llvm::raw_ostream &os) {
  for (const bc::OpDesc &op : bc::getOpTable()) {
    os << llvm::format("0x%02X ", op.opcode) << op.mnemonic << " since "
       << op.since;
    if (op.writesResultCount)
      os << " result-count";
    if (op.hasFlags) {
      os << " flags";
      if (!op.flagsSince.isNull())
        os << ">=" << op.flagsSince;
    }
    if (op.segmentedOperands)
      os << " segments";
    if (op.numRegions)
      os << " regions=" << op.numRegions;
    os << ":";
    for (const bc::FieldDesc &f : op.fields) {
      os << ' ' << f.name;
      if (!f.since.isNull())
        os << '@' << f.since;
      if (f.flagBit >= 0)
        os << "[bit" << f.flagBit << ']';
    }
    os << '\n';
  }
}

/// Checks that every op of the table exists in the dialect, with the
/// attribute names the table uses and the same operand-segment trait.
static int checkTable(MLIRContext &context) {
  int errors = 0;
  for (const bc::OpDesc &op : bc::getOpTable()) {
    std::string name = ("cuda_tile." + op.getMnemonic()).str();
    std::optional<RegisteredOperationName> info =
        RegisteredOperationName::lookup(name, &context);
    if (!info) {
      llvm::errs() << "missing op: " << name << "\n";
      ++errors;
      continue;
    }
    if (op.opClass != bc::OpClass::Body)
      continue;
    if (info->hasTrait<OpTrait::AttrSizedOperandSegments>() !=
        op.segmentedOperands) {
      llvm::errs() << name << ": operand segments differ\n";
      ++errors;
    }
    llvm::ArrayRef<StringAttr> attrNames = info->getAttributeNames();
    for (const bc::FieldDesc &f : op.fields) {
      // Fields newer than 13.3 are bytecode-only: the dialect follows
      // NVIDIA's 13.3 ODS, and the writer supplies their default.
      if (!bc::isAttrKind(f.kind) || f.since > bc::kV13_3)
        continue;
      if (!llvm::any_of(attrNames, [&](StringAttr a) {
            return a.getValue() == f.name;
          })) {
        llvm::errs() << name << ": no attribute '" << f.name << "'\n";
        ++errors;
      }
    }
    for (StringAttr a : attrNames) {
      if (a.getValue() == "operandSegmentSizes" ||
          a.getValue() == "resultSegmentSizes")
        continue;
      if (!llvm::any_of(op.fields, [&](const bc::FieldDesc &f) {
            return a.getValue() == f.name;
          })) {
        llvm::errs() << name << ": attribute '" << a.getValue()
                     << "' is not in the bytecode layout\n";
        ++errors;
      }
    }
  }
  llvm::outs() << (errors ? "op table: errors\n" : "op table: ok\n");
  return errors ? 1 : 0;
}

/// Runs the selected translation on one buffer.
static LogicalResult translate(llvm::MemoryBufferRef input,
                               llvm::SourceMgr &sourceMgr,
                               MLIRContext &context, llvm::raw_ostream &os) {
  if (action == Action::MlirToTilebc) {
    Block block;
    ParserConfig config(&context);
    if (failed(parseSourceFile(sourceMgr, &block, config)))
      return failure();
    Operation *module = findModule(block);
    if (!module)
      return emitError(UnknownLoc::get(&context))
             << "expected exactly one 'cuda_tile.module' in the input";
    llvm::SmallVector<char, 0> bytes;
    if (failed(bc::writeBytecode(bytes, module,
                                  bc::WriteOptions{bytecodeVersion, previewContent})))
      return failure();
    os.write(bytes.data(), bytes.size());
    return success();
  }
  OwningOpRef<Operation *> module = bc::readBytecode(input, context);
  if (!module)
    return failure();
  module.get()->print(os);
  os << "\n";
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "cuda_tile text <-> Tile IR bytecode\n");

  if (listVersions) {
    for (bc::Version v : bc::getSupportedVersions())
      llvm::outs() << v << "\n";
    return 0;
  }
  if (dumpOpTable) {
    printOpTable(llvm::outs());
    return 0;
  }

  DialectRegistry registry;
  registry.insert<cutile::ir::CudaTileDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // The op is already named by the diagnostic location; printing it again
  // in a note only adds noise.
  context.printOpOnDiagnostic(false);

  if (checkOpTable)
    return checkTable(context);
  if (action == Action::None) {
    llvm::errs() << "cutile-translate: pick --mlir-to-tilebc or "
                    "--tilebc-to-mlir\n";
    return 1;
  }

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << "cutile-translate: " << error << "\n";
    return 1;
  }
  auto output = openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << "cutile-translate: " << error << "\n";
    return 1;
  }

  auto processChunk = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                          llvm::raw_ostream &os) -> LogicalResult {
    llvm::SourceMgr sourceMgr;
    llvm::MemoryBufferRef chunkRef = chunk->getMemBufferRef();
    sourceMgr.AddNewSourceBuffer(std::move(chunk), llvm::SMLoc());
    if (verifyDiagnostics) {
      SourceMgrDiagnosticVerifierHandler handler(sourceMgr, &context);
      (void)translate(chunkRef, sourceMgr, context, os);
      return handler.verify();
    }
    SourceMgrDiagnosticHandler handler(sourceMgr, &context);
    return translate(chunkRef, sourceMgr, context, os);
  };

  LogicalResult result =
      splitInputFile
          ? splitAndProcessBuffer(std::move(input), processChunk, output->os())
          : processChunk(std::move(input), output->os());
  if (failed(result))
    return 1;
  output->keep();
  return 0;
}
