//===- TemplateKeyword.h - dependent member templates named bare -*- C++ -*-===//
//
// nvcc accepts a member template of a dependent class named without the
// 'template' keyword (`vec_cast<D, S>::cast<N>(p)`, `v.get<I>()` where v's
// type depends on a template parameter). Standard C++ reads the '<' as
// less-than there, and Clang rejects the code once the template is
// instantiated. Shared by translate (c2h-template-keyword) and the
// emulator's lowering, which compiles the CUDA original with Clang.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWRITE_TEMPLATEKEYWORD_H
#define CUDA2HIP_REWRITE_TEMPLATEKEYWORD_H

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/Diagnostic.h"
#include <vector>

namespace cuda2hip {

/// Where 'template ' must be inserted for E (the member's name), or an
/// invalid location: E is a dependent name (qualified, or a member access)
/// written without 'template' and followed by '<', and the class it names is
/// a class template that declares a member template of that name (in its
/// definition or one of its specializations).
clang::SourceLocation missingTemplateKeyword(const clang::Expr &E,
                                             const clang::SourceManager &SM);

/// Where Clang's own "missing 'template' keyword" error (which it gives at
/// parse time where it can tell) asks for the keyword: before the template's
/// name, there and at the name's later uses in the statement (Clang reports
/// one per expression). None for any other diagnostic, or for one inside a
/// macro expansion.
std::vector<clang::SourceLocation> templateKeywordFixIt(const clang::Diagnostic &Info);

} // namespace cuda2hip

#endif
