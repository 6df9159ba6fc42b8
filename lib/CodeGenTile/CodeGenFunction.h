//===- CodeGenFunction.h - Per-kernel state of tile code generation -*- C++ -*-===//
//
// One CodeGenFunction lowers one __tile_global__ kernel into one `entry`.
// C++ is executed symbolically (see CGValue.h): calls are inlined, constants
// folded, and only run-time data turns into ops. The parts live in one file
// per construct: CGExpr (expressions), CGScalar (C++ scalar arithmetic),
// CGCall (calls, constructors, inlining), CGBuiltin (builtins to ops),
// CGStmt (statements), CGControlFlow (if/loops: merging and carrying
// state), CGMemory (token chains by alias class).
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_LIB_CODEGENTILE_CODEGENFUNCTION_H
#define CUTILE_LIB_CODEGENTILE_CODEGENFUNCTION_H

#include "CGValue.h"
#include "CodeGenModule.h"
#include "LoopTestOperands.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/raw_ostream.h"
#include <deque>
#include <map>
#include <functional>
#include <optional>

namespace cutile::codegen {

inline std::string mlirTypeString(mlir::Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

/// How a statement completed, as far as compile time knows.
enum class Flow {
  Normal,     // falls through
  Return,     // returned (from the innermost inlined function or the kernel)
  Break,      // compile-time loop control (unrolled loops)
  Continue,
  Terminated, // the current block got its terminator (return/break/continue op)
  MaybeReturn, // an inlined function returned on some run-time paths only
  MaybeJump    // an unrolled loop broke or continued on some run-time paths
};

/// Whether evaluating `e` may read memory: a dereference, or a call
/// (CGStmt.cpp).
bool mayReadMemory(const clang::Stmt *e);
/// Whether evaluating `e` where C++ would not could be seen: side effects, or
/// a memory read (`i < n ? p[i] : 0` must not read p[i] when i >= n). Such an
/// operand of ?:, && or || is evaluated under a run-time `if` (CGStmt.cpp).
bool mustEvaluateOnlyIfNeeded(const clang::Expr *e, clang::ASTContext &ctx);
/// Whether `s` holds a `return` of its own function (lambda bodies, their
/// own functions, are not looked into). A loop holding one cannot be a
/// counted `for`: the return leaves it with `break` (CGStmt.cpp).
bool containsReturn(const clang::Stmt *s);
/// The expression a wrapper that adds nothing to its value or place stands
/// for (an opaque value, cleanups, a default argument or member initializer,
/// a substituted template parameter), else null: emitLValue and emitRValue
/// both look through these (CGExpr.cpp).
const clang::Expr *wrappedExpr(const clang::Expr *e);

class CodeGenFunction {
public:
  CodeGenFunction(CodeGenModule &cgm, const clang::FunctionDecl *kernel);

  /// Emits the kernel's entry into `module`; false after an error.
  bool emitEntry(ir::ModuleOp module, const llvm::DenseSet<unsigned> *storedClasses);
  /// Alias classes that saw a store (used to skip read tokens nobody needs).
  llvm::DenseSet<unsigned> storedClasses;
  /// In the second pass, the classes the first pass saw written.
  const llvm::DenseSet<unsigned> *knownStores = nullptr;

  CodeGenModule &cgm;
  mlir::OpBuilder &b;
  const clang::FunctionDecl *kernel;

  //===--- Objects and frames ---------------------------------------------===//
  Object *newObject(Value v = Value());
  std::deque<Object> objects;

  struct Frame {
    const clang::FunctionDecl *fd = nullptr;
    llvm::DenseMap<const clang::ValueDecl *, Object *> locals;
    /// Reference-typed locals and parameters: where they point.
    llvm::DenseMap<const clang::ValueDecl *, LValue> refs;
    /// What `this` points to in a member function.
    std::optional<LValue> thisObj;
    Object *retObj = nullptr;  // the returned value
    Object *retFlag = nullptr; // i1: whether the function has returned
    bool returnsRef = false;
    std::optional<LValue> retRef; // a returned reference
    bool isKernel = false;
    /// Lambdas: the closure object, for captures.
    std::optional<LValue> closure;
    /// Kernel parameters passed as a bare address (ptr<i8>, as nvcc does)
    /// that tile code cannot use yet: pointers and references to classes,
    /// std::nullptr_t.
    llvm::DenseSet<const clang::ValueDecl *> opaque;
  };
  std::vector<Frame *> frames;
  /// The module emitEntry emits into: trial runs build detached blocks, so
  /// the insertion point does not lead to it (module globals need it).
  ir::ModuleOp targetModule;
  enum class ParamKind { Value, Reference, Opaque, Unsupported };
  ParamKind kernelParamKind(clang::QualType t);
  Frame &frame() { return *frames.back(); }

  //===--- Expressions (CGExpr*.cpp) --------------------------------------===//
  Value emitRValue(const clang::Expr *e);
  Value emitBinaryRValue(const clang::BinaryOperator *bo);
  /// A cast as a value; as a place, or nullopt where a cast yields a value
  /// that emitLValue must put in a temporary.
  Value emitCastRValue(const clang::CastExpr *ce);
  std::optional<LValue> emitCastLValue(const clang::CastExpr *ce);
  Value emitInitListRValue(const clang::InitListExpr *ile);
  /// A lambda's closure object, its captures initialized.
  Value emitLambda(const clang::LambdaExpr *le);
  /// A pointer to memory (or null) as its 64-bit address; nullopt for a
  /// pointer to a local object, which has none.
  std::optional<Value> addressOf(const Value &p, clang::SourceLocation loc);
  /// std::initializer_list<E>: its array as a local object, the list the
  /// pointer to it and its length (or end pointer), by the record's fields.
  Value emitInitializerList(const clang::CXXStdInitializerListExpr *e);
  std::optional<Value> compareLocalPointers(const Value &lp, const Value &rp,
                                            const clang::BinaryOperator *bo,
                                            clang::SourceLocation loc);
  LValue emitLValue(const clang::Expr *e);
  /// Evaluates `e` for its side effects only.
  void emitIgnored(const clang::Expr *e);
  /// Initializes the object at `dest` from `init` (constructors, init
  /// lists, copies).
  void emitInit(const LValue &dest, const clang::Expr *init, clang::QualType t);
  /// A value with the shape of `t`: records split into parts, arrays into
  /// elements, leaves undefined (C++ default-initialization).
  Value defaultValue(clang::QualType t, clang::SourceLocation loc);
  /// Zero-initialization of `t`.
  Value zeroValue(clang::QualType t, clang::SourceLocation loc);
  /// Folds `e` with Clang's constant evaluator when it is a constant.
  std::optional<Value> tryConstant(const clang::Expr *e);
  /// A tile the compiler evaluated (CUDA 13.5's consteval braced-list
  /// constructor): its storage bytes as one dense constant.
  Value tileConstantFromBytes(const clang::APValue &v, clang::QualType t,
                              clang::SourceLocation loc);
  Value constantFromAPValue(const clang::APValue &v, clang::QualType t,
                            clang::SourceLocation loc);
  LValue lookupDecl(const clang::ValueDecl *d, clang::SourceLocation loc);
  /// `at` is the use, where a member that cannot be reached is reported.
  LValue fieldLValue(const LValue &base, const clang::FieldDecl *fd,
                     clang::SourceLocation at);
  LValue baseLValue(const LValue &derived, const clang::CXXRecordDecl *derivedRD,
                    const clang::CXXRecordDecl *baseRD, clang::SourceLocation loc);
  /// `lv` (of class `from`) converted along a derived-to-base cast's path.
  LValue basePathLValue(LValue lv, const clang::CXXRecordDecl *from,
                        const clang::CastExpr *ce, clang::SourceLocation loc);
  LValue derefPointer(const Value &p, clang::SourceLocation loc);
  /// `++x`, `x--`, ...: the new value (prefix) or the old one (postfix).
  Value emitIncDec(const clang::UnaryOperator *uo, const LValue &lv);
  /// `a = b`, `a op= b`: the assigned place; `*result` gets the value.
  LValue emitAssign(const clang::BinaryOperator *bo, Value *result);

  //===--- Scalars in memory (CGPointer.cpp) ------------------------------===//
  /// The lvalue `*ptr` for a 0-d pointer tile.
  LValue memoryLValue(mlir::Value ptr, clang::SourceLocation loc);
  /// Reads a place: an object's value, or a scalar load from memory.
  Value loadLValue(const LValue &lv, clang::SourceLocation loc);
  /// Writes a place: an object's value, or a scalar store to memory.
  void storeLValue(const LValue &lv, const Value &v, clang::SourceLocation loc);
  /// A weak scalar load (no `stored`) or store through `ptr`, ordered by
  /// the token chain of its alias class. Returns the loaded 0-d tile.
  mlir::Value emitScalarAccess(mlir::Value ptr, mlir::Value stored,
                               clang::SourceLocation loc);
  /// Index of field `fd` in the value of its record (bases come first).
  unsigned fieldIndex(const clang::FieldDecl *fd);

  //===--- C++ scalars (CGScalar.cpp) -------------------------------------===//
  /// The SSA form of a leaf value (constants become `constant` ops).
  mlir::Value materialize(const Value &v, clang::SourceLocation loc);
  mlir::Value materializeAs(const Value &v, mlir::Type tileType,
                            clang::SourceLocation loc);
  Value constInt(int64_t v, clang::QualType t, clang::SourceLocation loc);
  Value convertScalar(const Value &v, clang::QualType from, clang::QualType to,
                      clang::SourceLocation loc);
  Value binaryScalar(clang::BinaryOperatorKind op, const Value &l,
                     const Value &r, clang::QualType operandType,
                     clang::QualType resultType, clang::SourceLocation loc);
  Value unaryScalar(clang::UnaryOperatorKind op, const Value &v,
                    clang::QualType t, clang::SourceLocation loc);
  Value toBool(const Value &v, clang::QualType t, clang::SourceLocation loc);
  /// A compile-time truth value, if the condition is a constant.
  std::optional<bool> constBool(const Value &v);
  Value selectValue(const Value &cond, const Value &a, const Value &b,
                    clang::SourceLocation loc);
  Value pointerAdd(const Value &p, const Value &idx, clang::QualType idxType,
                   bool subtract, clang::SourceLocation loc);
  Value emitConditional(const clang::ConditionalOperator *co);

  //===--- Calls (CGCall.cpp) ---------------------------------------------===//
  Value emitCall(const clang::CallExpr *ce);
  /// Binds arguments and runs the body of `fd` (an inlined call).
  /// `args` are already evaluated (Refs for reference parameters).
  Value inlineCall(const clang::FunctionDecl *fd, std::optional<LValue> thisObj,
                   llvm::ArrayRef<Value> args, clang::SourceLocation loc);
  /// Binds `def`'s parameters in its frame: references to their objects,
  /// values to fresh ones.
  void bindParams(Frame &f, const clang::FunctionDecl *def,
                  llvm::ArrayRef<Value> args, clang::SourceLocation loc);
  /// A function's returned-flag, false until a return runs.
  Object *newReturnFlag();
  void emitConstruct(const LValue &dest, const clang::CXXConstructExpr *ce);
  void runConstructor(const LValue &dest, const clang::CXXConstructorDecl *ctor,
                      llvm::ArrayRef<Value> args, clang::SourceLocation loc);
  /// Evaluates call arguments for the parameters of `fd`.
  std::vector<Value> emitArgs(const clang::FunctionDecl *fd,
                              llvm::ArrayRef<const clang::Expr *> args);

  //===--- __half, __nv_bfloat16, fp8 (CGNarrowFloat.cpp) -----------------===//
  /// The toolkit's narrow float classes, scalars in tile code.
  bool isNarrowFloat(clang::QualType t);
  /// Conversions of scalar fp4 and e8m0 (CUDA 13.5); nullopt for others.
  std::optional<Value> convertBlockScaleScalar(const Value &v, clang::QualType from,
                                               clang::QualType to,
                                               clang::SourceLocation loc);
  /// Constructs a narrow float from a number; false if `ctor` is not one.
  bool runNarrowFloatConstructor(const LValue &dest,
                                 const clang::CXXConstructorDecl *ctor,
                                 llvm::ArrayRef<Value> args,
                                 clang::SourceLocation loc);
  /// Conversions, operators and helpers of the narrow floats, emitted as
  /// nvcc does instead of running their SIMT bodies; nullopt for others.
  std::optional<Value> emitNarrowFloatCall(const clang::FunctionDecl *fd,
                                           std::optional<LValue> thisObj,
                                           llvm::ArrayRef<const clang::Expr *> args,
                                           clang::SourceLocation loc);
  std::optional<Value>
  emitNarrowFloatHelper(const clang::FunctionDecl *fd,
                        const std::function<std::vector<Value>()> &argValues,
                        clang::SourceLocation loc);

  //===--- Builtins (CGBuiltin.cpp) ---------------------------------------===//
  bool isBuiltin(const clang::FunctionDecl *fd, llvm::StringRef &mnemonic,
                 bool &identity);
  /// ct::max_element / ct::min_element: a two-operand reduce.
  Value emitReducePosition(const clang::FunctionDecl *fd, bool isMax, int dim,
                           mlir::Value values, mlir::Value positions,
                           clang::SourceLocation l);
  Value emitBuiltin(const clang::FunctionDecl *fd, llvm::StringRef mnemonic,
                    llvm::ArrayRef<Value> args, clang::QualType resultType,
                    clang::SourceLocation loc);
  /// `a & b`, `a | b`, `a ^ b` of i1 tiles on their bytes, as nvcc; the
  /// result is those bytes compared with zero (CGBoolTile.cpp).
  Value emitBoolTileBitwise(llvm::StringRef mnemonic, mlir::Value a, mlir::Value b,
                            clang::SourceLocation loc);
  /// The 0/1 bytes an i1 tile is `cmpi ne %bytes, 0` of, or null.
  mlir::Value boolBytesOf(mlir::Value b);
  /// Creates `cuda_tile.<mnemonic>`; attributes by their op names (enum
  /// attributes from attrFor).
  mlir::Operation *createOp(llvm::StringRef mnemonic, mlir::ValueRange operands,
                            mlir::TypeRange results,
                            llvm::ArrayRef<mlir::NamedAttribute> attrs,
                            clang::SourceLocation loc);
  /// The attribute `name` of value `v` as the dialect spells it: enum
  /// attributes for the enum-valued names, unit attributes for flags, i32
  /// otherwise. Null for an absent optional attribute (scope none, false flag).
  mlir::Attribute attrFor(llvm::StringRef name, int64_t v);
  /// printf/assert and other C library calls tile code may make.
  std::optional<Value> emitLibcCall(const clang::CallExpr *ce,
                                    const clang::FunctionDecl *fd);
  /// __trap, __mulhi, __umulhi, __umul64hi (CUDA 13.5 tile builtins).
  std::optional<Value> emitToolkitScalarCall(const clang::CallExpr *ce,
                                             const clang::FunctionDecl *fd);

  //===--- Statements (CGStmt.cpp) ----------------------------------------===//
  Flow emitStmt(const clang::Stmt *s);
  Flow emitCompound(llvm::ArrayRef<const clang::Stmt *> body, size_t from = 0);
  Flow emitIf(const clang::IfStmt *s);
  Flow emitReturn(const clang::ReturnStmt *s);
  /// Whether the innermost run-time loop is one of the current function's:
  /// a `return` there leaves it with `break`, carrying the returned-flag and
  /// the value out, as nvcc 13.5 lowers it.
  bool inLoopOfFrame() const {
    return !loops.empty() && loops.back()->frameDepth == frames.size();
  }
  /// After a statement that returned on some run-time paths only (the
  /// frame's returned-flag says which): in a loop of this function, leave it
  /// where the flag is set; in a kernel, `return` there; else `rest` runs
  /// under an `if` where it is clear. `hasRest`: whether there is a rest.
  Flow afterMaybeReturn(const std::function<Flow()> &rest, bool hasRest,
                        clang::SourceLocation loc);
  /// Runs `fn` where the current function has not returned (a guard on its
  /// flag): the flag reads false inside, and is put back to what it was
  /// where `fn` did not return, so the guard does not yield it needlessly.
  Flow runNotReturned(const std::function<Flow()> &fn);
  Flow emitDecl(const clang::VarDecl *vd);
  /// unroll: `#pragma unroll` (true) or `#pragma unroll 1` / `#pragma
  /// nounroll` (false) on the loop; none without a pragma.
  Flow emitFor(const clang::ForStmt *s, std::optional<bool> unroll = std::nullopt);
  /// A `for` after its init-statement: the test (`cond`, after declaring
  /// `condVar` where there is one), the body and the increment (`inc`,
  /// none allowed). Shared with range-for over run-time ranges.
  Flow emitForLoop(const clang::Expr *cond, const clang::VarDecl *condVar,
                   const clang::Expr *inc, const std::function<Flow()> &body,
                   std::optional<bool> unroll, clang::SourceLocation loc);
  Flow emitWhile(const clang::Stmt *s, const clang::Expr *cond,
                 const clang::Stmt *body, bool isDo,
                 std::optional<bool> unroll = std::nullopt);
  Flow emitRangeFor(const clang::CXXForRangeStmt *s);
  Flow emitSwitch(const clang::SwitchStmt *s);
  /// A loop whose condition is a compile-time constant, run unrolled. The
  /// condition is tested before each iteration, except the first when the
  /// caller already found it true (`condFirst` false).
  Flow emitUnrolled(const std::function<std::optional<bool>()> &cond,
                    const std::function<Flow()> &body,
                    const std::function<void()> &inc, bool condFirst,
                    clang::SourceLocation loc);
  /// In a run-time loop: leave it (with the carried values) unless `cond`.
  Flow breakUnless(const Value &cond, clang::SourceLocation loc);
  Flow emitRuntimeSwitch(const clang::SwitchStmt *s, const Value &cond,
                         llvm::ArrayRef<const clang::Stmt *> stmts);
  /// Loops (and switches) run at compile time, innermost last: the run-time
  /// region depth and frame depth where each began.
  unsigned unrolledLoops = 0;
  std::vector<unsigned> unrolledRegionDepth;
  std::vector<size_t> unrolledFrameDepth;
  /// Per unrolled loop: i1 objects saying that a break (or a continue, this
  /// iteration) happened under a run-time condition; null for a switch,
  /// whose break under a run-time condition is not supported.
  struct JumpFlags {
    Object *brk = nullptr, *cont = nullptr;
  };
  std::vector<JumpFlags> unrolledJumps;
  /// The rest of an unrolled iteration after a MaybeJump: runs only where no
  /// break or continue happened.
  Flow guardAfterJump(const std::function<Flow()> &rest, clang::SourceLocation l);
  Value falseValue();
  Value trueValue();

  //===--- Control flow (CGControlFlow.cpp) -------------------------------===//
  /// One leaf of the state (an SSA value or constant inside a live object).
  struct Leaf {
    Object *obj;
    llvm::SmallVector<unsigned, 4> path;
  };
  /// All leaves of objects created before `serialLimit`.
  std::vector<Leaf> stateLeaves(unsigned serialLimit);
  std::vector<Value> readLeaves(llvm::ArrayRef<Leaf> leaves);
  void writeLeaves(llvm::ArrayRef<Leaf> leaves, llvm::ArrayRef<Value> values);
  mlir::Type leafType(const Value &v);
  /// Runs then/else under a run-time condition and merges what they change.
  Flow emitRuntimeIf(mlir::Value cond, const std::function<Flow()> &thenFn,
                     const std::function<Flow()> &elseFn,
                     clang::SourceLocation loc);
  /// A run-time loop. `body` runs the iteration (condition included for
  /// `loop`), with `iv` the induction variable of a `for`.
  struct LoopCtx {
    std::vector<Leaf> carried;
    std::vector<mlir::Type> types;
    bool isFor = false;
    size_t frameDepth = 0;
    unsigned unrolledDepth = 0;
    /// Trial runs: the state at each break/continue, all leaves.
    std::vector<Leaf> *all = nullptr;
    std::vector<std::vector<Value>> exits;
    /// Per carried leaf: the value the body starts from, and for a token
    /// not carried from one iteration to the next, the block argument that
    /// gathers them all (null otherwise).
    std::vector<Value> entry;
    std::vector<mlir::Value> accumulate;
  };
  std::vector<LoopCtx *> loops;
  /// With `trialFailed`, a body that fails its trial run (it needs a value
  /// only known in an unrolled loop) or subscripts a local array at run
  /// time makes no op and sets *trialFailed instead: the caller unrolls.
  /// With `keepLoop`, the `loop` is marked for LoopPromote.cpp to leave as
  /// it is (loopTestReadsMemory).
  Flow emitRuntimeLoop(bool isFor, mlir::Value lb, mlir::Value ub,
                       mlir::Value step, bool unsignedCmp,
                       const std::function<Flow(mlir::Value iv)> &body,
                       clang::SourceLocation loc, bool *trialFailed = nullptr,
                       bool keepLoop = false);
  /// Whether nvcc 13.5 keeps a loop with test `cond` a `loop`: its counter
  /// or bound lives in memory there (LoopTestOperands.cpp).
  bool loopTestInMemory(const clang::Expr *cond) {
    return loopTestReadsMemory(cond, cgm.ast, escapedVars);
  }
  EscapedVars escapedVars;
  /// Run-time subscripts of local arrays made so far (CGLocalArray.cpp).
  unsigned dynamicSubscripts = 0;
  /// Values of the loop-carried leaves now, ready for continue/break.
  llvm::SmallVector<mlir::Value> carriedValues(clang::SourceLocation loc);
  unsigned runtimeRegionDepth = 0;
  /// Leaves of the token classes whose every access in a `for` body is a
  /// weak store through one loop-invariant partition view at the induction
  /// variable: iterations touch disjoint tiles, so none waits for another.
  std::vector<char> iterationDisjointLeaves(mlir::Block *body, mlir::Value iv,
                                            llvm::ArrayRef<Leaf> leaves);

  //===--- Locals in memory (CGLocalMemory.cpp) ---------------------------===//
  /// Local variables that live in an alloca, shared by the runs over one
  /// kernel (a run that finds another one starts over); null: none may.
  llvm::DenseSet<const clang::VarDecl *> *memoryLocals = nullptr;
  /// Their allocas, made at the top of `entryBlock`.
  llvm::DenseMap<const clang::VarDecl *, mlir::Value> allocas;
  mlir::Block *entryBlock = nullptr;
  /// Whether local `vd` lives in memory: found so by a use, or by its type.
  bool placedInMemory(const clang::VarDecl *vd);
  /// The place of `vd`, one of memoryLocals, its initializer run.
  LValue emitMemoryLocal(const clang::VarDecl *vd);
  /// `c ? x : y` as an lvalue, `cond` (a bool) known only at run time.
  /// With `assign` (an assignment whose place is not used after it), two
  /// places in registers each take it under an `if` instead, and the
  /// result is an empty LValue.
  LValue emitRuntimeConditionalLValue(
      const clang::ConditionalOperator *co, const Value &cond,
      const std::function<void(const LValue &)> &assign = nullptr);

  //===--- Memory ordering (CGMemory.cpp) ---------------------------------===//
  /// Alias class of the memory an op reaches through `v` (a pointer tile or
  /// a view): its own for each __restrict__ kernel pointer, unknownClass
  /// where the object is not known (carried, merged, chosen between two
  /// objects, read from memory), one shared class for everything else.
  unsigned aliasClass(mlir::Value v);
  /// The token a memory op on class `c` must wait for (null: none).
  mlir::Value tokenBefore(unsigned c, bool isWrite, clang::SourceLocation loc);
  void tokenAfter(unsigned c, bool isWrite, mlir::Value token,
                  clang::SourceLocation loc);
  Object *tokenState(unsigned c);
  /// One token standing for all of `toks` (null where there are none, the
  /// token itself where there is one, else a join_tokens).
  mlir::Value joinTokens(llvm::ArrayRef<mlir::Value> toks,
                         clang::SourceLocation loc);
  /// A relaxed atomic on class `c`: it waits as a write to `c` and for the
  /// last writes of the other classes, and every later access waits for it.
  mlir::Value relaxedTokenBefore(unsigned c, clang::SourceLocation loc);
  void relaxedTokenAfter(unsigned c, mlir::Value token, clang::SourceLocation loc);
  llvm::DenseMap<unsigned, Object *> tokenObjects;
  llvm::DenseMap<mlir::Value, unsigned> paramClass;
  unsigned printClass = ~0u - 1;
  /// tokenBefore/tokenAfter on every class at once: an acquire, release or
  /// acq_rel op orders the memory ops of all classes around it.
  static constexpr unsigned allClasses = ~0u;
  /// The class of a pointer that may be based on any kernel pointer (carried
  /// by a loop, merged by an `if`): ordered against every class.
  static constexpr unsigned unknownClass = ~0u - 2;

  //===--- Hints ----------------------------------------------------------===//
  /// optimization_hints for the memory ops of the statement being emitted.
  mlir::Attribute currentOpHints;
  /// The hints of these attributes that take effect on a kernel (onKernel)
  /// or on a statement's loads and stores: kinds of the other place, unknown
  /// architectures and values out of range are left out, as nvcc does after
  /// its warning (include/cutile/Hints.h; lib/Sema warns).
  mlir::Attribute hintsFor(llvm::ArrayRef<const clang::AnnotateAttr *> attrs,
                           bool onKernel = false);
  /// currentOpHints for a gather or scatter through pointer tiles: without
  /// allow_tma, which applies to tile-space (view) loads and stores only.
  mlir::Attribute pointerOpHints();

  /// Ops made inside cuda_tile.h carry the position of the user's call that
  /// led there: that is where a tileiras error must point. The innermost
  /// call site in user code is on top.
  std::vector<clang::SourceLocation> userCallSites;
  bool isUserCode(clang::SourceLocation l);
  mlir::Location loc(clang::SourceLocation l) {
    if (!userCallSites.empty() && !isUserCode(l))
      return cgm.loc(userCallSites.back());
    return cgm.loc(l);
  }
  [[noreturn]] void fail() { throw Failed(); }
  [[noreturn]] void nyi(clang::SourceLocation l, const llvm::Twine &what) {
    cgm.errorNYI(l, what);
    fail();
  }
  [[noreturn]] void error(clang::SourceLocation l, const llvm::Twine &what) {
    cgm.error(l, what);
    fail();
  }
};

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CODEGENFUNCTION_H
