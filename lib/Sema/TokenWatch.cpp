//===- TokenWatch.cpp - token rewrites the parser needs for tile code -----===//
//
// Two spellings of nvcc's tile dialect mean something else to Clang's parser
// and Sema, and no hook after parsing can repair them, so the preprocessor's
// output is adjusted on its way to the parser (Preprocessor::setTokenWatcher,
// which is handed each token once, when it is first lexed):
//  * hint kind names that name a declaration of the user's;
//  * the tile attributes on an explicit instantiation.
// Only identifiers are renamed; no token is added or removed, so locations
// and diagnostics stay those of the source.
//
//===----------------------------------------------------------------------===//

#include "SemaCommon.h"
#include "TileSema.h"

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang;
using namespace cutile::sema;

namespace {

class TokenWatch {
  Preprocessor &PP;
  const SourceManager &SM;
  // Hint kind name -> __cutile_hint_key_<kind>.
  llvm::SmallDenseMap<const IdentifierInfo *, IdentifierInfo *, 8> HintKeys;
  // Tile attribute name -> the CUDA attribute Clang compares on an explicit
  // instantiation.
  llvm::SmallDenseMap<const IdentifierInfo *, IdentifierInfo *, 4> TargetOf;
  const IdentifierInfo *Attribute, *Global, *HintName;

  // The last three tokens, newest first, as kinds and identifiers.
  tok::TokenKind Kind[3] = {tok::unknown, tok::unknown, tok::unknown};
  const IdentifierInfo *Ident[3] = {};
  bool InExplicitInstantiation = false;
  SourceLocation InstantiationBegin;
  bool WritesGlobal = false;
  // Where we are in `[[... hint(arch, kind=value, ...) ...]]`: inside an
  // attribute list (its `[`/`]` nesting), and inside the parentheses of a
  // hint (their nesting, 0 outside).
  bool InAttrList = false;
  int AttrSquares = 0;
  int HintParens = 0;

  void rename(const Token &T, IdentifierInfo *To) {
    // The token is the one the parser is about to receive. Under a
    // tentative parse the preprocessor has already cached a copy, which is
    // what the parser sees again after backtracking: rename that too.
    Token &Tok = const_cast<Token &>(T);
    Tok.setIdentifierInfo(To);
    if (PP.isBacktrackEnabled() && PP.IsPreviousCachedToken(Tok))
      PP.ReplacePreviousCachedToken(Tok);
  }

  void push(const Token &T) {
    Kind[2] = Kind[1];
    Kind[1] = Kind[0];
    Kind[0] = T.getKind();
    Ident[2] = Ident[1];
    Ident[1] = Ident[0];
    Ident[0] = T.getIdentifierInfo();
  }

  // Follows the attribute lists and hint argument lists. A kind stands right
  // after a `,` directly inside hint(...); that is decided on the expanded
  // tokens, so hints built by macros from their arguments are seen as the
  // parser sees them. Returns whether T stands in key position.
  bool trackHint(const Token &T) {
    bool Key = HintParens == 1 && Kind[0] == tok::comma &&
               T.is(tok::identifier);
    if (HintParens > 0) {
      if (T.is(tok::l_paren))
        ++HintParens;
      else if (T.is(tok::r_paren))
        --HintParens;
      return Key;
    }
    if (!InAttrList) {
      // `[[` opens an attribute list (or, rarely, a lambda in a subscript,
      // whose first `]` closes it again here).
      if (T.is(tok::l_square) && Kind[0] == tok::l_square) {
        InAttrList = true;
        AttrSquares = 0;
      }
      return false;
    }
    if (T.is(tok::l_square)) {
      ++AttrSquares;
    } else if (T.is(tok::r_square)) {
      if (AttrSquares-- == 0)
        InAttrList = false;
    } else if (T.is(tok::l_paren) && Kind[0] == tok::identifier &&
               Ident[0] == HintName) {
      HintParens = 1;
    }
    return false;
  }

public:
  explicit TokenWatch(Preprocessor &PP)
      : PP(PP), SM(PP.getSourceManager()),
        Attribute(PP.getIdentifierInfo("__attribute__")),
        Global(PP.getIdentifierInfo("global")),
        HintName(PP.getIdentifierInfo("hint")) {
    // Registers this preprocessor as watched, so that the hint-key lookup
    // asks the positions noted here rather than the source text.
    noteHintKeyName(PP, SourceLocation());
    for (llvm::StringRef K : {"num_cta_in_cga", "num_cta_per_cga", "occupancy",
                              "latency", "allow_tma"})
      HintKeys[PP.getIdentifierInfo(K)] =
          PP.getIdentifierInfo((kHintKeyPrefix + K).str());
    TargetOf[PP.getIdentifierInfo("tile_global")] =
        PP.getIdentifierInfo("global");
  }

  void operator()(const Token &T) {
    // `template` not followed by `<` (nor after `.`, `->` or `::`, where it
    // is the disambiguator) starts an explicit instantiation, up to its `;`.
    if (Kind[0] == tok::kw_template && T.isNot(tok::less) &&
        Kind[1] != tok::period && Kind[1] != tok::arrow &&
        Kind[1] != tok::coloncolon) {
      InExplicitInstantiation = true;
      InstantiationBegin = SM.getExpansionLoc(T.getLocation());
      WritesGlobal = false;
    } else if (T.isOneOf(tok::semi, tok::l_brace, tok::r_brace)) {
      if (InExplicitInstantiation && WritesGlobal)
        noteGlobalExplicitInstantiation(
            SourceRange(InstantiationBegin, SM.getExpansionLoc(T.getLocation())));
      InExplicitInstantiation = false;
    }

    bool KeyPosition = trackHint(T);
    if (KeyPosition)
      noteHintKeyName(PP, T.getLocation());
    if (T.is(tok::identifier)) {
      const IdentifierInfo *II = T.getIdentifierInfo();
      // The hint kinds: a name in key position names nothing the user
      // declared. Otherwise `occupancy=occupancy` with a template parameter
      // `occupancy` is an assignment to it, which Sema rejects before any
      // hook of ours could see the attribute; unknown names are resolved
      // by the lookup in HintKeys.cpp instead.
      if (auto It = HintKeys.find(II); It != HintKeys.end() && KeyPosition)
        rename(T, It->second);
      // `template __tile_global__ void k<...>(...);`: Clang matches an
      // explicit instantiation to its template by the CUDA target of the
      // written attributes, which it reads from the parsed attribute list
      // and knows only as __global__/__device__. The template's own
      // attributes decide what the specialization is; these are ignored.
      else if (InExplicitInstantiation && Kind[0] == tok::l_paren &&
               Kind[1] == tok::l_paren && Ident[2] == Attribute) {
        if (auto It = TargetOf.find(II); It != TargetOf.end())
          rename(T, It->second);
        else if (II == Global)
          WritesGlobal = true;
      }
    }
    push(T);
  }
};

} // namespace

void cutile::sema::watchTokens(Preprocessor &PP) {
  PP.setTokenWatcher(TokenWatch(PP));
}
