//===- CGValue.h - What a C++ value is during tile code generation -*- C++ -*-===//
//
// Tile code is C++ that we execute symbolically: whatever is known at compile
// time stays a constant (template arithmetic, extents, strides, loop counters
// of header loops), and only what depends on run-time data becomes an SSA
// value of the cuda_tile module. A Value is therefore one of
//   - a constant scalar (integer or floating point, with its element type),
//   - an SSA value (a tile, a 0-d tile for a scalar, a pointer tile, a view,
//     a token),
//   - an aggregate (a struct's bases and fields, an array's elements),
//   - a reference to an object (what `this`, `T&` and `&local` become),
//   - a string literal or a function, as call arguments need them.
// Objects are the storage of locals and temporaries; they are mutable, which
// is what lets `acc = acc + t` in a loop become a loop-carried value.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_LIB_CODEGENTILE_CGVALUE_H
#define CUTILE_LIB_CODEGENTILE_CGVALUE_H

#include "clang/AST/Type.h"
#include "clang/Basic/SourceLocation.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace cutile::codegen {

struct Object;

/// A subscript of a local array by a run-time index, inside a path: step
/// `pos` of the path (a placeholder 0 there) is element `idx` (a 0-d i64
/// tile) of an array of `size`. Such places are read with selects over the
/// elements and written with a select per element (CGPointer.cpp): the
/// array stays in registers, as small arrays of scalars and tiles do.
struct DynIndex {
  unsigned pos;
  mlir::Value idx;
  unsigned size;
};

/// Thrown-free error propagation: a failed construct has been diagnosed.
struct Failed {};
/// A place chosen at run time reached code that needs one object (a cast
/// to a base, a reference member): not diagnosed yet; trial runs treat it as
/// any failure, CodeGenFunction::emitEntry reports it at `loc`.
struct DynamicPlaceUse : Failed {
  clang::SourceLocation loc;
};

class Value {
public:
  enum class Kind { Undef, Int, Float, SSA, Aggregate, Ref, Null, String, Func };

  Value() = default;
  static Value undef() { return Value(); }
  /// `type` is the element type the constant has as a 0-d tile (i32, f32, ...).
  static Value integer(llvm::APSInt v, mlir::Type type) {
    Value r(Kind::Int);
    r.ival = std::move(v);
    r.type = type;
    return r;
  }
  static Value floating(llvm::APFloat v, mlir::Type type) {
    Value r(Kind::Float);
    r.fval = std::move(v);
    r.type = type;
    return r;
  }
  static Value ssa(mlir::Value v) {
    Value r(Kind::SSA);
    r.val = v;
    r.type = v.getType();
    return r;
  }
  static Value aggregate(std::vector<Value> elems) {
    Value r(Kind::Aggregate);
    r.elems = std::move(elems);
    return r;
  }
  static Value ref(Object *obj, llvm::ArrayRef<unsigned> path = {},
                   llvm::ArrayRef<DynIndex> dyn = {},
                   clang::SourceLocation dynLoc = {}) {
    Value r(Kind::Ref);
    r.obj = obj;
    r.path.assign(path.begin(), path.end());
    r.dyn.assign(dyn.begin(), dyn.end());
    r.dynLoc = dynLoc;
    return r;
  }
  /// A reference to an object in memory: `ptr` is its 0-d pointer tile;
  /// `memType` its C++ type where that is not ptr's element type (pointers
  /// and classes, reached as bytes through ptr<i8>).
  static Value memRef(mlir::Value ptr, clang::QualType memType = {}) {
    Value r(Kind::Ref);
    r.val = ptr;
    r.type = ptr.getType();
    r.memType = memType;
    return r;
  }
  static Value null() { return Value(Kind::Null); }
  static Value string(llvm::StringRef s) {
    Value r(Kind::String);
    r.str = s;
    return r;
  }
  static Value func(const clang::FunctionDecl *fd) {
    Value r(Kind::Func);
    r.fn = fd;
    return r;
  }

  Kind kind() const { return k; }
  bool isUndef() const { return k == Kind::Undef; }
  bool isInt() const { return k == Kind::Int; }
  bool isFloat() const { return k == Kind::Float; }
  bool isConstant() const { return isInt() || isFloat(); }
  bool isSSA() const { return k == Kind::SSA; }
  bool isAggregate() const { return k == Kind::Aggregate; }
  bool isRef() const { return k == Kind::Ref; }
  bool isNull() const { return k == Kind::Null; }
  bool isMemRef() const { return k == Kind::Ref && !obj; }

  const llvm::APSInt &getInt() const { return ival; }
  const llvm::APFloat &getFloat() const { return fval; }
  mlir::Value getSSA() const { return val; }
  /// Element type of a constant, or the SSA value's type.
  mlir::Type getType() const { return type; }
  std::vector<Value> &getElems() { return elems; }
  const std::vector<Value> &getElems() const { return elems; }
  Object *getObject() const { return obj; }
  llvm::ArrayRef<unsigned> getPath() const { return path; }
  llvm::ArrayRef<DynIndex> getDyn() const { return dyn; }
  clang::SourceLocation getDynLoc() const { return dynLoc; }
  clang::QualType getMemType() const { return memType; }
  llvm::StringRef getString() const { return str; }
  const clang::FunctionDecl *getFunc() const { return fn; }

  /// Same value: same SSA value, equal constants of one type, equal parts.
  bool sameAs(const Value &o) const;

private:
  explicit Value(Kind k) : k(k) {}
  Kind k = Kind::Undef;
  llvm::APSInt ival;
  llvm::APFloat fval{0.0};
  mlir::Value val;
  mlir::Type type;
  std::vector<Value> elems;
  Object *obj = nullptr;
  llvm::SmallVector<unsigned, 4> path;
  llvm::SmallVector<DynIndex, 1> dyn;
  clang::SourceLocation dynLoc;
  clang::QualType memType;
  llvm::StringRef str;
  const clang::FunctionDecl *fn = nullptr;
};

/// A piece of storage: a local variable, a parameter, a temporary.
struct Object {
  Value value;
  /// Objects die with the scope that made them; the merge points of control
  /// flow only look at objects that outlive the construct.
  unsigned serial = 0;
};

/// Where an lvalue lives: an object and the path of element indices into it,
/// or a scalar in memory (`p[i]`, `*p`) reached through the 0-d pointer tile
/// `mem`. Only objects have a Value to get(); memory is read and written by
/// CodeGenFunction::loadLValue/storeLValue, which also take objects.
struct LValue {
  Object *obj = nullptr;
  llvm::SmallVector<unsigned, 4> path;
  mlir::Value mem;
  /// For memory: the C++ type of the object at `mem` where it is a pointer
  /// or a class (mem is then a ptr<i8> to its first byte, as nvcc reads
  /// them); null for a scalar of mem's element type.
  clang::QualType memType;
  /// Array subscripts by run-time indices along `path` (in path order).
  llvm::SmallVector<DynIndex, 1> dyn;
  /// The first such subscript, for diagnostics.
  clang::SourceLocation dynLoc;
  bool isMemory() const { return !obj && mem; }
  bool isDynamic() const { return !dyn.empty(); }
  /// The value of an object's place; throws DynamicPlaceUse for a place
  /// chosen at run time (loadLValue/storeLValue read and write those).
  Value &get() const;
  /// The value at the place with every run-time subscript taken as 0: for
  /// looking at the shape of an element only.
  Value &anyElement() const;
  /// The place a Ref value points to.
  static LValue of(const Value &ref) {
    if (ref.isMemRef())
      return LValue{nullptr, {}, ref.getSSA(), ref.getMemType()};
    LValue r{ref.getObject(), {ref.getPath().begin(), ref.getPath().end()}};
    r.dyn.assign(ref.getDyn().begin(), ref.getDyn().end());
    r.dynLoc = ref.getDynLoc();
    return r;
  }
  /// A reference to this place.
  Value ref() const {
    return isMemory() ? Value::memRef(mem, memType)
                      : Value::ref(obj, path, dyn, dynLoc);
  }
};

} // namespace cutile::codegen

#endif // CUTILE_LIB_CODEGENTILE_CGVALUE_H
